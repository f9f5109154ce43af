package goldentest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a T that keeps what Check reports.
type recorder struct{ fatal, errs []string }

func (r *recorder) Helper()                      {}
func (r *recorder) Fatal(args ...any)            { r.fatal = append(r.fatal, fmt.Sprint(args...)) }
func (r *recorder) Fatalf(f string, args ...any) { r.fatal = append(r.fatal, fmt.Sprintf(f, args...)) }
func (r *recorder) Errorf(f string, args ...any) { r.errs = append(r.errs, fmt.Sprintf(f, args...)) }

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.golden")
	var r recorder
	check(&r, path, []byte("a\n"), false)
	if len(r.fatal) != 1 || !strings.Contains(r.fatal[0], "-update") {
		t.Errorf("missing file: fatal %q, want one naming -update", r.fatal)
	}
	r = recorder{}
	check(&r, path, []byte("a\n"), true)
	if b, err := os.ReadFile(path); err != nil || string(b) != "a\n" || len(r.fatal)+len(r.errs) > 0 {
		t.Errorf("update wrote %q, %v; reported %q %q", b, err, r.fatal, r.errs)
	}
	check(&r, path, []byte("a\n"), false)
	if len(r.fatal)+len(r.errs) > 0 {
		t.Errorf("same content reported %q %q", r.fatal, r.errs)
	}
	check(&r, path, []byte("b\n"), false)
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], `"a\n"`) || !strings.Contains(r.errs[0], `"b\n"`) {
		t.Errorf("different content: errors %q, want one with the diff", r.errs)
	}
}
