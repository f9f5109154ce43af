// Package plural writes a count with its noun, as the messages and pages
// say it: "1 problem", "2 problems", "0 deals".
package plural

import "strconv"

// Of is n and the noun, the noun with an "s" unless n is 1:
// Of(1, "trick") is "1 trick", Of(3, "trick") "3 tricks", Of(0, "deal")
// "0 deals". Every noun the program counts takes a plain "s".
func Of(n int, noun string) string {
	if n == 1 {
		return strconv.Itoa(n) + " " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
