package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// releaseTargets are the platforms of the release archives
// (.goreleaser.yaml's builds).
var releaseTargets = []struct{ goos, goarch string }{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"windows", "amd64"}, {"windows", "arm64"},
}

// TestCrossCompile builds coinche for every target of the release as
// GoReleaser does (CGO off, the tag given by -ldflags -X
// main.releaseVersion), so that a change that breaks the Windows or macOS
// build (lock_other.go, a syscall) is caught before a tag; the binary
// of this machine's platform then says the tag in --version. Minutes the
// first time on a cold build cache; skipped with -short.
func TestCrossCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: six builds")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	dir := t.TempDir()
	const tag = "v0.0.0-crosstest"
	for _, tt := range releaseTargets {
		t.Run(tt.goos+"-"+tt.goarch, func(t *testing.T) {
			out := filepath.Join(dir, "coinche-"+tt.goos+"-"+tt.goarch)
			if tt.goos == "windows" {
				out += ".exe"
			}
			cmd := exec.Command(goTool, "build", "-trimpath", "-ldflags", "-s -w -X main.releaseVersion="+tag, "-o", out, ".")
			cmd.Env = append(os.Environ(), "GOOS="+tt.goos, "GOARCH="+tt.goarch, "CGO_ENABLED=0")
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("go build: %v\n%s", err, msg)
			}
			bin, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			magic := map[string][]byte{"linux": []byte("\x7fELF"), "windows": []byte("MZ"), "darwin": {0xcf, 0xfa, 0xed, 0xfe}}[tt.goos]
			if !bytes.HasPrefix(bin, magic) {
				t.Errorf("%s is not a %s program (starts % x)", out, tt.goos, bin[:4])
			}
			if tt.goos != runtime.GOOS || tt.goarch != runtime.GOARCH {
				return
			}
			v, err := exec.Command(out, "--version").Output()
			if err != nil || !strings.HasPrefix(string(v), "coinche version "+tag+" (") {
				t.Errorf("--version: %q, %v; want the tag %s", v, err, tag)
			}
		})
	}
}
