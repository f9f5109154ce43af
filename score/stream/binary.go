package stream

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/coinche/coinche/notation"
)

// ErrNotText is the error Run and CheckFile return (wrapped, with what
// the input looks like) for an input that is not text: a PDF, a
// spreadsheet or any file with a NUL byte in its first sniffLen bytes.
// Such a file is not a game file with problems but the wrong file: the
// commands say so and exit 2, as for a file they cannot read.
var ErrNotText = errors.New("not a game file")

// sniffLen is how much of an input notText looks at.
const sniffLen = 4096

// magics are the starts of the binary files a game file is most often
// mistaken for.
var magics = []struct{ prefix, name string }{
	{"%PDF-", "a PDF document"},
	{"PK\x03\x04", "a ZIP archive (a spreadsheet or office document?)"},
	{"\x1f\x8b", "a gzip archive"},
	{"\xd0\xcf\x11\xe0", "an old Office document"},
	{"\x89PNG", "a PNG image"},
	{"\xff\xd8\xff", "a JPEG image"},
}

// notText is nil when head, the first bytes of an input, may be text: else
// an error wrapping ErrNotText that says what it looks like. A UTF-16 or
// UTF-32 text (its byte-order mark first) is text: the parser reports it
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
	if i := bytes.IndexByte(head, 0); i >= 0 {
		return fmt.Errorf("%w: binary data (a NUL byte at offset %d)", ErrNotText, i)
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
