package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenerated fails while rules/options_gen.go is not what the table
// rules/options.txt makes: run `go generate ./rules`.
func TestGenerated(t *testing.T) {
	dir := filepath.Join("..", "..")
	table, err := os.ReadFile(filepath.Join(dir, "options.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := generate("options.txt", table)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, "options_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("rules/options_gen.go is stale: run go generate ./rules")
	}
}

func TestGenerate(t *testing.T) {
	src, err := generate("t.txt", []byte("# a comment\n\nFirstLead  deal.first_lead  first-bidder dealer_left\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"type FirstLead = Enum[firstLeadKey]",
		`func (firstLeadKey) key() string { return "deal.first_lead" }`,
		`var firstLeadValues = []string{"first-bidder", "dealer_left"}`,
		"FirstLeadFirstBidder FirstLead = iota // \"first-bidder\"",
		"FirstLeadDealerLeft                   // \"dealer_left\"",
		"var enumKeys = []enumKey{firstLeadKey{}}",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, table, want string }{
		{"unexported type", "direction deal.direction a b", `t.txt:1: type "direction": want an exported Go identifier`},
		{"no value", "Direction deal.direction", "t.txt:1: Direction: want a key and at least one value"},
		{"no key", "# x\nDirection", "t.txt:2: Direction: want a key and at least one value"},
		{"type twice", "A a.a x\nA a.b y", "t.txt:2: type A given twice"},
		{"key twice", "A a.a x\nB a.a y", "t.txt:2: key a.a given twice"},
		{"same constant", "A a.a first-bidder first_bidder", `t.txt:1: a.a: values "first-bidder" and "first_bidder" both make the constant AFirstBidder`},
		{"not an identifier", "A a.a 2+2", `t.txt:1: a.a = "2+2": its constant A2+2 is not a Go identifier`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := generate("t.txt", []byte(tc.table))
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %s", err, tc.want)
			}
		})
	}
}
