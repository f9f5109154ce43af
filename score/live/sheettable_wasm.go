//go:build js && wasm

package live

import (
	"errors"
	"io"

	"github.com/coinche/coinche/internal/i18n"
)

// writeLast has no terminal table in the browser: the phone app's judge
// (internal/app/wasm) draws the sheet from its rows and never writes one,
// and leaving the table out leaves score/render, tablewriter and the
// templates out of the WebAssembly build (a shorter compile and init).
// Errors: always.
func (sv *sheetView) writeLast(w io.Writer, n int, l i18n.Lang) error {
	return errors.New("live: the terminal sheet is not built for js/wasm")
}
