package main

import (
	"strings"
	"testing"
)

func TestServeUsage(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"not a directory", []string{"serve", "examples/base-friends.coinche"}, "not a directory"},
		{"no such directory", []string{"serve", "nosuch"}, "not a directory"},
		{"two directories", []string{"serve", "examples", "docs"}, "one directory at most"},
		{"bad address", []string{"serve", "--addr", "nonsense", "examples"}, "want HOST:PORT"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, stderr, code := runCLI(t, "", tc.args...)
			if code != 2 || !strings.Contains(stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want 2 and %q", code, stderr, tc.want)
			}
		})
	}
}
