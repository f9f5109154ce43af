// Package suggest finds, among the names a program knows (commands,
// rulesets), the one a mistyped name was most likely meant to be: the
// "did you mean" of the command line's messages.
package suggest

import (
	"fmt"
	"strings"

	"github.com/xrash/smetrics"
)

// Closest is the candidate most similar to name, when it is similar
// enough to be a typing slip; "" when none is, or when name is itself a
// candidate. Similarity is Jaro-Winkler (from 0, nothing in common, to 1,
// the same; case ignored) with the parameters urfave/cli suggests flags
// and commands with (boost threshold 0.7, prefix 4), and "similar
// enough" is at least minSimilarity: "bsae" finds "base" (0.93),
// "montpelier" "montpellier" (0.98), "stand" "standings" (0.91), but
// "sort" is not "score" (0.80). Ties go to the earlier candidate.
func Closest(name string, candidates []string) string {
	lower := strings.ToLower(name)
	best, bestSim := "", minSimilarity
	for _, c := range candidates {
		if c == name {
			return ""
		}
		if sim := smetrics.JaroWinkler(lower, strings.ToLower(c), 0.7, 4); sim > bestSim || (best == "" && sim == bestSim) {
			best, bestSim = c, sim
		}
	}
	return best
}

// minSimilarity is how similar (Jaro-Winkler) a name must be to a
// candidate for Closest to suggest it.
const minSimilarity = 0.9

// DidYouMean is `; did you mean "x"?` for the candidate Closest finds,
// to end a message with; "" when there is none.
func DidYouMean(name string, candidates []string) string {
	c := Closest(name, candidates)
	if c == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", c)
}
