package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/notation/diag"
)

// `coinche fmt`: games rewritten in the canonical notation.

func (a *app) fmtCommand() command {
	return command{
		cmd: &cli.Command{
			Name:  "fmt",
			Usage: "rewrite games in the canonical notation, like gofmt",
			Flags: []cli.Flag{
				&cli.BoolFlag{Name: "w", Usage: "write the result back to the file instead of standard output"},
				&cli.BoolFlag{Name: "check", Usage: "list files that are not canonical and exit 1; write nothing"},
			},
			Action: a.fmt,
		},
		synopsis: "coinche fmt [-w] [-check] [FILE|DIR...] (none or -: standard input)",
		examples: []string{"coinche fmt -check examples/"},
	}
}

func (a *app) fmt(c *cli.Context) error {
	files, err := a.inputs(c)
	if err != nil {
		return err
	}
	write, check := c.Bool("w"), c.Bool("check")
	bad := 0
	var unread []error
	for _, name := range files {
		ok, err := a.fmtFile(name, write, check)
		var ue *unreadError
		switch {
		case errors.As(err, &ue):
			unread = append(unread, ue.err)
		case err != nil:
			return unreadable(err)
		case !ok:
			bad++
		}
	}
	if err := a.unread(unread); err != nil {
		return err
	}
	if bad > 0 {
		return problems
	}
	return nil
}

// unreadError is an input fmt could not read: said when every file has
// had its turn.
type unreadError struct{ err error }

func (e *unreadError) Error() string { return e.err.Error() }

// fmtFile formats one input (- for standard input) as fmt's flags say; ok
// is false when it has syntax errors or, with -check, is not canonical.
func (a *app) fmtFile(name string, write, check bool) (ok bool, err error) {
	file, open := name, func() (io.ReadCloser, error) { return os.Open(name) }
	if fi, err := os.Stat(name); name == "-" || (err == nil && !fi.Mode().IsRegular()) {
		// Standard input, or a pipe (coinche fmt <(…)), can be read only
		// once, so it is kept (its bytes: the size of the input); it is
		// parsed as a stream like a file.
		var src []byte
		if name == "-" {
			file = "<stdin>"
			src, err = io.ReadAll(a.stdin)
		} else {
			src, err = os.ReadFile(name)
		}
		if err != nil {
			return false, &unreadError{err}
		}
		open = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(src)), nil }
	}
	// The first pass reads the syntax, and for -check and -w whether the
	// text is already canonical, deal by deal; a text with syntax errors
	// is never written, in part or whole.
	var same *sameWriter
	var w io.Writer
	if check || (write && name != "-") {
		ref, err := open()
		if err != nil {
			return false, &unreadError{err}
		}
		defer ref.Close()
		same = &sameWriter{ref: bufio.NewReaderSize(ref, 64<<10), same: true}
		w = same
	}
	clean, err := a.fmtPass(file, open, w)
	if err != nil {
		return false, &unreadError{err}
	}
	if !clean {
		return false, nil
	}
	switch {
	case check:
		if !same.equal() {
			fmt.Fprintln(a.stdout, notation.Visible(file)) // a name from a directory: shown, not obeyed
			return false, nil
		}
	case write && name != "-":
		if !same.equal() {
			// The file is formatted again whole under the lock every
			// writer takes (a deal added meanwhile is formatted, not
			// lost).
			err := formatInPlace(name)
			var list notation.ErrorList
			if errors.As(err, &list) { // (the file changed meanwhile)
				diag.WriteIn(a.stderr, list, diag.GCC, nil, a.lang)
				return false, nil
			} else if err != nil {
				// a write failure: exit 2, the message says whether the
				// file changed
				return false, &unreadError{err}
			}
		}
	default:
		// The second pass writes to standard output as it reads.
		return a.fmtPass(file, open, a.stdout)
	}
	return true, nil
}

// fmtPass reads the text open gives through notation.FormatStream, in
// memory bounded by one deal, writing its canonical form to w (nil: no
// output), and its syntax errors to standard error as they are found;
// clean is false when there were any.
func (a *app) fmtPass(file string, open func() (io.ReadCloser, error), w io.Writer) (clean bool, err error) {
	r, err := open()
	if err != nil {
		return false, err
	}
	defer r.Close()
	nerr := 0
	err = notation.FormatStream(w, r, file, func(list notation.ErrorList) {
		nerr += len(list)
		diag.WriteIn(a.stderr, list, diag.GCC, nil, a.lang)
	})
	return nerr == 0, err
}

// sameWriter compares what is written to it with what ref reads: whether
// the canonical form is the text as it is, without holding either.
type sameWriter struct {
	ref  *bufio.Reader
	same bool
	buf  []byte
}

func (s *sameWriter) Write(p []byte) (int, error) {
	if !s.same {
		return len(p), nil
	}
	if cap(s.buf) < len(p) {
		s.buf = make([]byte, len(p))
	}
	b := s.buf[:len(p)]
	if _, err := io.ReadFull(s.ref, b); err != nil || !bytes.Equal(b, p) {
		s.same = false
	}
	return len(p), nil
}

// equal reports whether everything written matched ref, and ref has
// nothing more.
func (s *sameWriter) equal() bool {
	if !s.same {
		return false
	}
	_, err := s.ref.Peek(1)
	return err == io.EOF
}

// formatInPlace rewrites the file at name in the canonical notation under
// the lock every writer of a game file takes (internal/atomicfile: coinche
// add waits for it, and it for add), reading the file again under the
// lock, so that a deal added meanwhile is formatted, not lost. A
// read-only file, or another user's, is refused. Errors: Format's, or an
// *atomicfile.Error or *atomicfile.LockError.
func formatInPlace(name string) error {
	return atomicfile.Update(name, func(cur []byte) ([]byte, error) {
		// streamed: memory is the file's bytes twice, not its records
		var out bytes.Buffer
		out.Grow(len(cur))
		var list notation.ErrorList
		err := notation.FormatStream(&out, bytes.NewReader(cur), name, func(l notation.ErrorList) { list = append(list, l...) })
		if err != nil {
			return nil, err
		}
		if len(list) > 0 {
			return nil, list
		}
		return out.Bytes(), nil
	})
}
