package stream

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/coinche/coinche/notation"
)

// ErrNotText is the error Run and CheckFile return (wrapped, with what
// the input is) for an input that starts as a known binary format does: a
// PDF, a spreadsheet or office document, an archive, an image, a program.
// Such a file is not a game file with problems but the wrong file: the
// commands say so and exit 2, as for a file they cannot read. Other bytes
// that are not text (a NUL, invalid UTF-8) are the parser's syntax errors,
// at their place: a game file damaged here and there is still read.
var ErrNotText = errors.New("not a game file")

// sniffLen is how much of an input Run reads before the parser, for
// notText.
const sniffLen = 512

// magics are the starts of the binary files a game file is most often
// mistaken for.
var magics = []struct{ prefix, name string }{
	{"%PDF-", "a PDF document"},
	{"PK\x03\x04", "a ZIP archive (a spreadsheet or office document?)"},
	{"\x1f\x8b", "a gzip archive"},
	{"\xd0\xcf\x11\xe0", "an old Office document"},
	{"\x89PNG", "a PNG image"},
	{"\xff\xd8\xff", "a JPEG image"},
	{"\x7fELF", "a program (ELF)"},
	{"MZ", "a Windows program"},
}

// notText is nil when head, the first bytes of an input, may be text: else
// an error wrapping ErrNotText that says what it is. A UTF-16 or UTF-32
// text (its byte-order mark first) is text: the parser reports it
// (syntax/encoding).
func notText(head []byte) error {
	if notation.OtherEncoding(head) != 0 {
		return nil
	}
	for _, m := range magics {
		if bytes.HasPrefix(head, []byte(m.prefix)) {
			return fmt.Errorf("%w: %s", ErrNotText, m.name)
		}
	}
	return nil
}

// sniffed reads the first sniffLen bytes of r and checks them (notText);
// it returns a reader of all of r.
func sniffed(r io.Reader) (io.Reader, error) {
	head := make([]byte, sniffLen)
	n, err := io.ReadFull(r, head)
	head = head[:n]
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, err
	}
	if err := notText(head); err != nil {
		return nil, err
	}
	if n < sniffLen {
		return bytes.NewReader(head), nil
	}
	return io.MultiReader(bytes.NewReader(head), r), nil
}

// sniffedAt checks the first sniffLen bytes of ra (notText).
func sniffedAt(ra io.ReaderAt, size int64) error {
	head := make([]byte, min(size, sniffLen))
	if _, err := ra.ReadAt(head, 0); err != nil && err != io.EOF {
		return err
	}
	return notText(head)
}
