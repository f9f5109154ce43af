package app

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// icon is the app's icon as a PNG of size×size pixels (the manifest's and
// the iPhone's home screen): the green of the page, a white disc.
func icon(size int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	green, white := color.NRGBA{0x0b, 0x6e, 0x4f, 0xff}, color.NRGBA{0xfb, 0xfa, 0xf7, 0xff}
	c, r := float64(size)/2, float64(size)*0.3
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dx, dy := float64(x)+0.5-c, float64(y)+0.5-c
			if dx*dx+dy*dy <= r*r {
				img.Set(x, y, white)
			} else {
				img.Set(x, y, green)
			}
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img) // writing to memory does not fail
	return b.Bytes()
}
