//go:build js && wasm

// Command wasm is the judge of the phone app (internal/app), built for
// WebAssembly with the standard toolchain (GOOS=js GOARCH=wasm): the same
// live.Game, notation.ParseEntry, rulesets and sheets as coinche add, over
// a live.MemStore whose text the page keeps in the browser's storage.
//
// It sets one function on the page, coinche(method, argsJSON) → resultJSON
// (api.go lists the methods), and then waits for calls for ever.
package main

import (
	"syscall/js"
)

func main() {
	// the Go runtime started and every package initialized (appbench)
	js.Global().Get("performance").Call("mark", "app:main")
	js.Global().Set("coinche", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 2 {
			return `{"error":"coinche(method, argsJSON)"}`
		}
		return call(args[0].String(), args[1].String())
	}))
	if ready := js.Global().Get("coincheReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
