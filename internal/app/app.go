// Package app is coinche's phone app: a static web app (internal/app/static:
// the page, its glue, a web app manifest and a service worker that keeps
// every file for offline use) around the judge built for WebAssembly
// (internal/app/wasm: live.Game, the rulesets and the sheets of coinche
// add, with the standard toolchain, GOOS=js GOARCH=wasm).
//
// Files gives the app's files; Write writes them to a directory for any
// static web host (coinche app DIR); internal/serve serves them under
// /app/. The judge is the one go generate put in dist/ when the binary was
// built (release builds), or else built on first use from the module's
// source into the user's cache directory, which needs the Go toolchain
// and a clone of the module (the case of go build and go test in a clone).
package app

//go:generate sh -c "GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o dist/coinche.wasm ./wasm && cp \"$(go env GOROOT)/lib/wasm/wasm_exec.js\" dist/"

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/coinche/coinche/internal/i18n"
)

//go:embed static
var staticFS embed.FS

//go:embed dist
var distFS embed.FS

var (
	filesOnce sync.Once
	files     map[string][]byte
	filesErr  error
)

// Files are the app's files by name (index.html, app.js, coinche.wasm…),
// built once per process. Errors: the judge could not be built (no Go
// toolchain, no module source: see the package comment).
func Files() (map[string][]byte, error) {
	filesOnce.Do(func() { files, filesErr = build() })
	return files, filesErr
}

func build() (map[string][]byte, error) {
	out := map[string][]byte{}
	err := fs.WalkDir(staticFS, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := staticFS.ReadFile(p)
		out[p[len("static/"):]] = b
		return err
	})
	if err != nil {
		return nil, err
	}
	wasm, execJS, err := judge()
	if err != nil {
		return nil, err
	}
	out["coinche.wasm"], out["wasm_exec.js"] = wasm, execJS
	out["icon-192.png"], out["icon-512.png"] = icon(192), icon(512)
	words, err := pageWords()
	if err != nil {
		return nil, err
	}
	out["app.js"] = bytes.Replace(out["app.js"], []byte("/*@WORDS@*/ null"), words, 1)
	out["sw.js"] = bytes.ReplaceAll(out["sw.js"], []byte("@VERSION@"), []byte(version(out)))
	return out, nil
}

// pageWords are the page's words (internal/i18n's app.* messages) in
// every language, as a JSON object {lang: {key: text}}: app.js holds
// them, so that its first load asks the judge for none.
func pageWords() ([]byte, error) {
	all := map[string]map[string]string{}
	for _, l := range i18n.Langs {
		words := map[string]string{}
		for _, k := range i18n.Keys() {
			if strings.HasPrefix(string(k), "app.") {
				words[string(k)] = l.T(k)
			}
		}
		all[l.String()] = words
	}
	return json.Marshal(all)
}

// version is a hash of every file but the service worker: a new build
// makes a new cache.
func version(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for n := range files {
		if n != "sw.js" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(files[n]))
		h.Write(files[n])
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// judge is the WebAssembly judge and the toolchain's wasm_exec.js: those
// go generate embedded, else built now.
func judge() (wasm, execJS []byte, err error) {
	wasm, err1 := distFS.ReadFile("dist/coinche.wasm")
	execJS, err2 := distFS.ReadFile("dist/wasm_exec.js")
	if err1 == nil && err2 == nil {
		return wasm, execJS, nil
	}
	return BuildJudge()
}

// Write writes the app's files to dir (created if missing), for any
// static web host: the files at dir's top, index.html the page.
func Write(dir string) error {
	fs, err := Files()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, b := range fs {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
