package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// coinche app DIR writes the phone app, and the Pages workflow builds with
// that very command.
func TestAppCommand(t *testing.T) {
	wf, err := os.ReadFile(".github/workflows/pages.yml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(wf), "./coinche app site") {
		t.Errorf("pages.yml does not build with coinche app")
	}
	dir := filepath.Join(t.TempDir(), "site")
	stdout, stderr, code := runCLI(t, "", "app", dir)
	if code != 0 {
		t.Fatalf("coinche app: exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "wrote the phone app to "+dir) {
		t.Errorf("stdout: %s", stdout)
	}
	for _, name := range []string{"index.html", "app.js", "app.css", "coinche.wasm", "wasm_exec.js", "sw.js", "manifest.webmanifest", "icon-192.png"} {
		if fi, err := os.Stat(filepath.Join(dir, name)); err != nil || fi.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	if sw, _ := os.ReadFile(filepath.Join(dir, "sw.js")); strings.Contains(string(sw), "@VERSION@") {
		t.Errorf("sw.js has no version")
	}
	if _, _, code := runCLI(t, "", "app"); code != 2 {
		t.Errorf("coinche app without DIR: exit %d, want 2", code)
	}
}
