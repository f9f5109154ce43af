package table_test

import (
	"fmt"

	"github.com/coinche/coinche/internal/table"
)

// Tab at the table prompt completes the word under the cursor: after a
// seat and a number, the strains.
func ExampleComplete() {
	for _, c := range table.Complete("S 100") {
		fmt.Println(c)
	}
	fmt.Println(table.Complete("S 100H X 112 belote "))
	// Output:
	// S 100H
	// S 100S
	// S 100D
	// S 100C
	// S 100SA
	// S 100TA
	// [S 100H X 112 belote NS S 100H X 112 belote EW]
}
