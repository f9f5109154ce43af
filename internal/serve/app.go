package serve

import (
	"encoding/base64"
	"html/template"
	"mime"
	"net/http"
	"path"
	"strings"

	qrcode "github.com/skip2/go-qrcode"

	phoneapp "github.com/coinche/coinche/internal/app"
)

// appCSP is serve's policy with the one addition the judge needs to run
// ('wasm-unsafe-eval': WebAssembly compiled, no JavaScript eval), and no
// inline style.
const appCSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data: blob:; style-src 'self'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'; object-src 'none'"

// appFiles serves the phone app (internal/app) under /app/: static files,
// no game of the directory (the app keeps its games on the phone). It is
// public: the secret guards the directory's games, not the app. The
// judge is built on the first request when the binary does not embed it.
func appFiles(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/app/")
	if name == "" {
		name = "index.html"
	}
	files, err := phoneapp.Files()
	if err != nil {
		http.Error(w, "500 the phone app is not built: "+err.Error(), http.StatusInternalServerError)
		return
	}
	b, ok := files[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	ct := mime.TypeByExtension(path.Ext(name))
	if strings.HasSuffix(name, ".webmanifest") {
		ct = "application/manifest+json"
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Content-Security-Policy", appCSP)
	w.Header().Set("Cache-Control", "no-cache") // the service worker keeps the files
	_, _ = w.Write(b)
}

// appQR is the address of the phone app as the index page's QR code (a
// PNG data URL), from the host the page was asked on; empty when it
// cannot be drawn.
func appQR(r *http.Request) (addr string, img template.URL) {
	addr = "http://" + r.Host + "/app/"
	png, err := qrcode.Encode(addr, qrcode.Medium, 192)
	if err != nil {
		return addr, ""
	}
	return addr, template.URL("data:image/png;base64," + base64.StdEncoding.EncodeToString(png))
}
