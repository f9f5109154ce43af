// Package housekeeping holds the tests that keep the module's code easy
// to read as a whole, beyond any one package: no function a reader must
// hold in their head (funclen_test.go: at most 80 lines and 25 branches
// per function outside rules/solve, issue 17 item 4). It has no code of
// its own.
package housekeeping
