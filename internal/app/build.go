package app

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// modulePath is the module the judge is built from.
const modulePath = "github.com/coinche/coinche"

// BuildJudge builds the judge (internal/app/wasm) with the Go toolchain on
// PATH, as go generate does (GOOS=js GOARCH=wasm go build -trimpath
// -ldflags="-s -w"), into a file of the user's cache directory, and returns it with
// that toolchain's wasm_exec.js. The module's source is the clone this
// package was compiled from, else the module of the working directory.
// Errors: no toolchain, no source, the build's own (its output quoted).
func BuildJudge() (wasm, execJS []byte, err error) {
	src, err := moduleDir()
	if err != nil {
		return nil, nil, err
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		return nil, nil, fmt.Errorf("app: the judge was not embedded (go generate ./internal/app) and there is no Go toolchain to build it: %w", err)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "coinche", "app")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	// a file of its own: two processes (go test ./... runs packages at
	// once) never read each other's half-written judge; go's build cache
	// makes the second build a copy
	tmp, err := os.CreateTemp(dir, "coinche-*.wasm")
	if err != nil {
		return nil, nil, err
	}
	tmp.Close()
	out := tmp.Name()
	defer os.Remove(out)
	cmd := exec.Command(goBin, "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./internal/app/wasm")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, nil, fmt.Errorf("app: building the judge in %s: %v\n%s", src, err, msg)
	}
	root, err := exec.Command(goBin, "env", "GOROOT").Output()
	if err != nil {
		return nil, nil, fmt.Errorf("app: go env GOROOT: %w", err)
	}
	execJS, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, nil, err
	}
	wasm, err = os.ReadFile(out)
	return wasm, execJS, err
}

// moduleDir is the module's source: where this file was compiled from
// (a clone: go build, go test), else the working directory's module.
func moduleDir() (string, error) {
	if _, file, _, ok := runtime.Caller(0); ok {
		dir := filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
		if isModule(dir) {
			return dir, nil
		}
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if isModule(dir) {
			return dir, nil
		}
		if filepath.Dir(dir) == dir {
			break
		}
	}
	return "", errors.New("app: the judge was not embedded (go generate ./internal/app before go build) and no clone of " + modulePath + " is here to build it from")
}

func isModule(dir string) bool {
	f, err := os.Open(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	return sc.Scan() && bytes.Equal(bytes.TrimSpace(sc.Bytes()), []byte("module "+modulePath))
}
