//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main says how this program is built: it runs in a browser only.
func main() {
	fmt.Fprintln(os.Stderr, "the phone app's judge runs in a browser: build it with GOOS=js GOARCH=wasm (coinche app DIR does)")
	os.Exit(2)
}
