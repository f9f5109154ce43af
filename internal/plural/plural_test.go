package plural_test

import (
	"fmt"
	"testing"

	"github.com/coinche/coinche/internal/plural"
)

func TestOf(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{
		{0, "0 tricks"},
		{1, "1 trick"},
		{2, "2 tricks"},
		{-1, "-1 tricks"},
		{12, "12 tricks"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := plural.Of(tc.n, "trick"); got != tc.want {
				t.Errorf("Of(%d, %q) = %q, want %q", tc.n, "trick", got, tc.want)
			}
		})
	}
}

func ExampleOf() {
	fmt.Println(plural.Of(1, "problem") + ", " + plural.Of(3, "problem"))
	// Output: 1 problem, 3 problems
}
