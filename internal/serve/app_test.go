package serve

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// The phone app under /app/: public even with a secret (it holds no
// game of the directory), served with serve's policy plus
// 'wasm-unsafe-eval', and its address as a QR code on the index page.
func TestAppServed(t *testing.T) {
	open, _ := testServer(t, Options{})
	openBase := "http://" + startReal(t, open)
	s, _ := testServer(t, Options{Secret: "s3cret", RequireKey: true})
	base := "http://" + startReal(t, s)
	tests := []struct {
		path, wantType, wantBody, wantCSP string
		code                              int
	}{
		{"/", "text/html", `id="app-qr"><img src="data:image/png;base64,`, "", 200},
		{"/app/", "text/html", `<script src="app.js"></script>`, "'wasm-unsafe-eval'", 200},
		{"/app/coinche.wasm", "application/wasm", "\x00asm", "'wasm-unsafe-eval'", 200},
		{"/app/manifest.webmanifest", "application/manifest+json", `"display": "standalone"`, "", 200},
		{"/app/nothing", "", "", "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			b := base
			if tt.path == "/" {
				b = openBase // the index, on a server without a secret
			}
			resp, err := http.Get(b + tt.path)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.code {
				t.Fatalf("status %d, want %d: %.200s", resp.StatusCode, tt.code, body)
			}
			if !strings.HasPrefix(resp.Header.Get("Content-Type"), tt.wantType) {
				t.Errorf("Content-Type %q, want %q", resp.Header.Get("Content-Type"), tt.wantType)
			}
			if !strings.Contains(string(body), tt.wantBody) {
				t.Errorf("no %q in %.300s", tt.wantBody, body)
			}
			if !strings.Contains(resp.Header.Get("Content-Security-Policy"), tt.wantCSP) {
				t.Errorf("Content-Security-Policy %q, want %q in it", resp.Header.Get("Content-Security-Policy"), tt.wantCSP)
			}
		})
	}
}
