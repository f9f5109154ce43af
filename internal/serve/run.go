package serve

import (
	"context"
	"fmt"
	"io"
	"net"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// Run listens on opts.Addr, prints where to point the phones and the
// projector to out (with the secret, when there is one, as a URL and as a
// QR code drawn in text), and serves until ctx ends. Errors: the
// directory's, the address's (in use, not ours), the server's.
func Run(ctx context.Context, opts Options, out io.Writer) error {
	s, err := NewServer(opts)
	if err != nil {
		return err
	}
	defer s.Close()
	l, err := net.Listen("tcp", s.opts.Addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	base, withKey := s.URLs(l.Addr())
	fmt.Fprintf(out, "coinche serve: the games of %s (%d now)\n", s.dir, len(s.gameList()))
	if s.secret == "" {
		fmt.Fprintf(out, "  games: %s\n  board: %sboard\n", base, base)
		fmt.Fprintf(out, "  only this machine can connect (127.0.0.1); --addr 0.0.0.0:%s serves the local network\n", portOf(l.Addr()))
	} else {
		fmt.Fprintf(out, "  phones: open %s\n", withKey)
		if strings.Contains(base, "//127.0.0.1:") && !isLoopback(strings.Split(s.opts.Addr, ":")[0]) {
			fmt.Fprintln(out, "  (this machine has no private network address: put its address in place of 127.0.0.1)")
		}
		if q, err := qrcode.New(withKey, qrcode.Medium); err == nil {
			fmt.Fprint(out, q.ToSmallString(false))
		}
		board := base + "board"
		if !s.opts.BoardPublic {
			board = withKey[:len(base)] + "board?key=" + withKey[len(base)+len("?key="):]
		}
		fmt.Fprintf(out, "  board: %s\n", board)
		fmt.Fprintln(out, "  anyone with this address can enter deals: give it to the players only. Plain HTTP: for a local network.")
	}
	fmt.Fprintln(out, "  Ctrl-C stops the server; every deal entered is already on disk.")
	return s.Serve(ctx, l)
}

func portOf(a net.Addr) string {
	_, p, _ := net.SplitHostPort(a.String())
	return p
}
