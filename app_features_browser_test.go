package main

// The phone app's features beyond one game played by taps, in headless
// Chromium as a phone (390×844, touch) with the network off after the
// first load: a game under house rules pasted in the new-game form (a
// TOML with an error first: its line shown, nothing created), with the
// players by seat; a deal corrected by a tap on its row, and a correction
// refused; the page reloaded offline; the game exported with its TOML
// (downloaded: both files, which coinche check reads; handed both to Web
// Share) and every game in one zip; files shared to the app (the
// manifest's share_target, through the service worker) imported, a deal
// recorded in full refused for correction, in English and French; files
// picked for import (a game, its rules, the rules they extend), and a
// house TOML picked in the new-game form. With -update it rewrites the
// screenshots docs/app.md shows.

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/coinche/coinche/internal/browsertest"
)

func TestAppFeaturesBrowser(t *testing.T) {
	b := browsertest.New(t)
	srv, _ := appServer(t)
	phone, run, wait := appPhone(t, b, srv.URL+"/")
	text := func(sel string) string {
		t.Helper()
		return browsertest.Eval[string](t, phone, fmt.Sprintf(`document.querySelector(%q).textContent`, sel))
	}
	setValue := func(sel, v string) chromedp.Action[chromedp.Void] {
		return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).value = %s`, sel, jsString(v)))
	}

	wait("the app", `document.body.dataset.ready === "1" && navigator.serviceWorker.controller`)
	srv.Close()
	offline(t, phone)

	// 1. house rules: a TOML with an error shows its line and creates nothing
	run("new game", chromedp.Tap(chromedp.CSS("#new-game")))
	wait("the new game page", `!document.querySelector("#new").hidden`)
	run("house rules with an error", chromedp.Tap(chromedp.CSS("#house summary")),
		chromedp.SendKeys(chromedp.CSS("#house-name"), "Chez nous"),
		setValue("#toml", "extends = \"base\"\n\n[game]\ntarget = \"lots\"\n"),
		chromedp.Tap(chromedp.CSS("#create")))
	wait("its problems", `!document.querySelector("#toml-problems").hidden`)
	if got := text("#toml-problems"); !strings.Contains(got, "Chez-nous.toml:4:") {
		t.Errorf("the problems are not at Chez-nous.toml:4:\n%s", got)
	}
	if n := browsertest.Eval[int](t, phone, `coincheApp.store.all().length + Object.keys(coincheApp.rulesets.all()).length`); n != 0 {
		t.Errorf("a house TOML with an error created %d games or rulesets", n)
	}
	// …then the right one, with the players by seat
	run("house rules", setValue("#toml", "extends = \"base\"\n\n[game]\ntarget = 500\n"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector("#toml").dispatchEvent(new Event("change"))`))
	wait("no problem", `document.querySelector("#toml-problems").hidden`)
	run("the house rules in view", chromedp.Evaluate[chromedp.Void](`document.querySelector("#house").scrollIntoView()`))
	shot(t, phone, "docs/app-house.png")
	run("players", chromedp.Tap(chromedp.CSS("#seats summary")))
	for i, name := range []string{"Alice", "Bruno", "Chloé", "David"} {
		run("player", chromedp.SendKeys(chromedp.CSS("#player-"+"NESW"[i:i+1]), name))
	}
	run("teams", chromedp.SendKeys(chromedp.CSS("#ns"), "Alice / Chloé"), chromedp.SendKeys(chromedp.CSS("#ew"), "Bruno / David"))
	run("create", chromedp.Tap(chromedp.CSS("#create")))
	wait("the game page", `!document.querySelector("#game").hidden && document.querySelector("#entry-title").textContent.includes("Deal 1")`)
	game := browsertest.Eval[string](t, phone, `coincheApp.current().text`)
	for _, want := range []string{`[Rules "Chez-nous.toml"]`, `[North "Alice"]`, `[East "Bruno"]`, `[South "Chloé"]`, `[West "David"]`} {
		if !strings.Contains(game, want) {
			t.Errorf("no %s in the game:\n%s", want, game)
		}
	}
	if got := text("#players"); got != "N Alice · E Bruno · S Chloé · W David" {
		t.Errorf("players shown: %q", got)
	}
	if got := text("#meta"); !strings.Contains(got, "Chez-nous.toml") || !strings.Contains(got, "500") {
		t.Errorf("the game's rules: %q", got)
	}

	// 2. two deals, then deal 1 corrected by a tap on its row
	deal := func(n int, seat, bid, strain, points, belote string) {
		t.Helper()
		steps := []chromedp.Action[chromedp.Void]{appTap("seat", seat), appTap("bid", bid), appTap("strain", strain), appTap("result", "made"),
			chromedp.SendKeys(chromedp.CSS("#points"), points)}
		if belote != "" {
			steps = append(steps, appTap("belote", belote))
		}
		run(fmt.Sprintf("deal %d", n), append(steps, chromedp.Tap(chromedp.CSS("#submit")))...)
		wait(fmt.Sprintf("deal %d entered", n), fmt.Sprintf(`document.querySelectorAll("#rows tr[id]").length === %d`, n))
	}
	deal(1, "S", "80", "H", "100", "NS")
	deal(2, "E", "80", "S", "90", "")
	if got := text("#total-ns") + " " + text("#total-ew"); got != "270 230" {
		t.Fatalf("totals %s, want 270 230 (base to 500, as coinche add)", got)
	}
	run("tap deal 1", chromedp.Tap(chromedp.CSS("#deal-1 td:nth-child(2)")))
	wait("deal 1 in the form", `document.querySelector("#entry-title").textContent === "Correct deal 1"`)
	if got := browsertest.Eval[string](t, phone, `document.querySelector("#typed").value + " | " + [...document.querySelectorAll("#entry input:checked")].map(i => i.name + "=" + i.value).join(" ")`); !strings.Contains(got, "S 80♥ made 100 belote NS | seat=S bid=80 strain=H coinche= result=made belote=NS capot=") {
		t.Errorf("deal 1's entry and taps: %q", got)
	}
	if got := browsertest.Eval[string](t, phone, `document.querySelector("#points").value`); got != "100" {
		t.Errorf("deal 1's points: %q", got)
	}
	// a tap on coinché: the taps now say the deal
	run("coinche it", appTap("coinche", "X"))
	if got := browsertest.Eval[string](t, phone, `document.querySelector("#typed").value`); got != "" {
		t.Errorf("the entry read is still typed after a tap: %q", got)
	}
	run("to the top", chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	shot(t, phone, "docs/app-edit.png")
	run("save", chromedp.Tap(chromedp.CSS("#submit")))
	wait("deal 1 corrected", `document.querySelector("#total-ns").textContent === "350"`)
	if got := text("#deal-1"); !strings.Contains(got, "80♥ X") || !strings.Contains(text("#msg"), "corrected") {
		t.Errorf("deal 1 now %q, message %q", got, text("#msg"))
	}
	// a correction that would put deal 2 after the end: the catalog's message, nothing changed
	before := browsertest.Eval[string](t, phone, `coincheApp.current().text`)
	run("tap deal 1 again", chromedp.Tap(chromedp.CSS("#deal-1 td:nth-child(3)")))
	wait("deal 1 in the form again", `document.querySelector("#entry-title").textContent === "Correct deal 1"`)
	run("capot", setValue("#typed", "S capot H made"), chromedp.Tap(chromedp.CSS("#submit")))
	wait("refused", `!document.querySelector("#entry-error").hidden`)
	if got := text("#entry-error"); !strings.Contains(got, "with this correction the game ends before deal 2") {
		t.Errorf("refused correction: %q", got)
	}
	if after := browsertest.Eval[string](t, phone, `coincheApp.current().text`); after != before {
		t.Errorf("a refused correction changed the game:\n%s", after)
	}

	// 3. offline, the page again: the game under its house rules is still there
	run("reload offline", chromedp.Reload())
	wait("the game again", `document.body.dataset.ready === "1" && document.querySelector("#total-ns").textContent === "350" && document.querySelector("#meta").textContent.includes("Chez-nous.toml")`)

	// 4. export: the game and its TOML downloaded, which coinche check reads
	downloads := t.TempDir()
	if _, err := chromedp.Call(phone, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	run("export", chromedp.Tap(chromedp.CSS("#export")))
	got := waitFiles(t, downloads, 2)
	if !slices.Contains(got, "Chez-nous.toml") {
		t.Errorf("downloaded %q, want the game and Chez-nous.toml", got)
	}
	checkFiles(t, downloads)
	for _, f := range got {
		if strings.HasSuffix(f, ".coinche") {
			game = string(must(os.ReadFile(filepath.Join(downloads, f))))
		}
	}
	house := string(must(os.ReadFile(filepath.Join(downloads, "Chez-nous.toml"))))
	// Web Share where the phone has it: both files handed over
	run("a phone that shares", chromedp.Evaluate[chromedp.Void](`navigator.canShare = () => true;
		navigator.share = (d) => { window.sharedFiles = d.files.map((f) => f.name); return Promise.resolve(); };
		dispatchEvent(new HashChangeEvent("hashchange"))`))
	wait("the share button", `!document.querySelector("#share").hidden`)
	run("share", chromedp.Tap(chromedp.CSS("#share")))
	wait("shared", `window.sharedFiles && window.sharedFiles.length === 2`)
	if got := browsertest.Eval[string](t, phone, `window.sharedFiles.join(" ")`); !strings.HasSuffix(got, ".coinche Chez-nous.toml") {
		t.Errorf("shared %q, want the game and Chez-nous.toml", got)
	}

	// 5. files shared to the app: the service worker keeps them and opens
	// the app, which imports them (a phone without the game nor its rules)
	run("another phone", chromedp.Evaluate[chromedp.Void](`localStorage.clear()`))
	full := string(must(os.ReadFile(filepath.Join("examples", "base-friends.coinche"))))
	share := fmt.Sprintf(`(async () => {
		const fd = new FormData();
		fd.append("files", new File([%s], "g.coinche", {type: "text/plain"}));
		fd.append("files", new File([%s], "Chez-nous.toml", {type: "text/plain"}));
		fd.append("files", new File([%s], "base-friends.coinche", {type: "text/plain"}));
		// as the phone's share sheet posts it; the service worker answers
		// with a redirect to the app at ./?shared=1, where the browser goes
		const r = await fetch("share", {method: "POST", body: fd, redirect: "manual"});
		const kept = await (await caches.open("coinche-shared")).keys();
		if (r.type !== "opaqueredirect" || kept.length !== 3) return r.type + " " + r.status + ", kept " + kept.length;
		location.href = "./?shared=1";
		return "";
	})()`, jsString(game), jsString(house), jsString(full))
	if got := browsertest.Eval[string](t, phone, share); got != "" {
		t.Fatalf("the share was not answered by a redirect to the app: %s", got)
	}
	wait("imported", `document.body.dataset.ready === "1" && document.querySelectorAll("#games a.game").length === 2`)
	if got := text("#list-msg"); !strings.Contains(got, "Chez-nous.toml") || !strings.Contains(got, "base-friends.coinche") {
		t.Errorf("import message %q", got)
	}
	if browsertest.Eval[bool](t, phone, `location.search !== ""`) {
		t.Error("the app's address keeps ?shared: a reload would import again")
	}
	shot(t, phone, "docs/app-import.png")

	// every game in one zip, with the house rules they need: coinche check reads it
	b64 := browsertest.Eval[string](t, phone, `coincheApp.exportAll()`)
	names := unzipTo(t, b64, t.TempDir(), checkFiles)
	if len(names) != 3 || !slices.Contains(names, "Chez-nous.toml") {
		t.Errorf("export all: %q", names)
	}

	// a deal recorded in full is not corrected here: the catalog's message
	run("open it", chromedp.Evaluate[chromedp.Void](`location.hash = [...document.querySelectorAll("#games a.game")].find(a => a.textContent.includes("Sam / Ana")).hash`))
	wait("its page", `document.querySelector("#ns-name").textContent === "Sam / Ana"`)
	run("tap deal 1", chromedp.Tap(chromedp.CSS("#deal-1 td:nth-child(2)")))
	wait("refused", `!document.querySelector("#entry-error").hidden`)
	if got := text("#entry-error"); !strings.Contains(got, "deal 1 is recorded in full") {
		t.Errorf("full record: %q", got)
	}
	// in French, as French players say it
	run("en français", chromedp.Evaluate[chromedp.Void](`{ const l = document.querySelector("#lang"); l.value = "fr"; l.dispatchEvent(new Event("change")) }`))
	wait("the page in French", `document.querySelector("#edit-hint").textContent === "Touchez une donne pour la corriger."`)
	run("tap deal 1", chromedp.Tap(chromedp.CSS("#deal-1 td:nth-child(2)")))
	wait("refused in French", `document.querySelector("#entry-error").textContent.includes("la donne 1 est notée en entier")`)
	run("tap deal 8", chromedp.Tap(chromedp.CSS("#deal-8 td:nth-child(2)")))
	wait("deal 8 in the form", `document.querySelector("#entry-title").textContent === "Corriger la donne 8" && document.querySelector("#typed").value === "N 100♠ made 141"`)

	// the file picker, the same import: a game, its house rules and the
	// rules they extend, in any order
	ex := func(name string) string { return must(filepath.Abs(filepath.Join("examples", "house-rules", name))) }
	run("back to English", chromedp.Evaluate[chromedp.Void](`{ const l = document.querySelector("#lang"); l.value = "en"; l.dispatchEvent(new Event("change")); location.hash = "" }`))
	wait("the list", `!document.querySelector("#list").hidden`)
	run("import", chromedp.SetUploadFiles("#import", []string{ex("bga-bid-only.coinche"), ex("bga-bid-only.toml"), ex("bga.toml")}))
	wait("imported", `document.querySelectorAll("#games a.game").length === 3`)
	if got := text("#list-msg"); got != "files imported: bga.toml, bga-bid-only.toml, bga-bid-only.coinche" || !browsertest.Eval[bool](t, phone, `document.querySelector("#error").hidden`) {
		t.Errorf("import: %q, error %q", got, text("#error"))
	}
	// a house TOML picked in the new-game form, named after its file,
	// extending rules kept on the phone
	run("new game", chromedp.Tap(chromedp.CSS("#new-game")), chromedp.Tap(chromedp.CSS("#house summary")),
		chromedp.SetUploadFiles("#toml-file", []string{ex("bga-1000.toml")}))
	wait("the file read", `document.querySelector("#toml").value.includes("bga.toml")`)
	run("create", chromedp.Tap(chromedp.CSS("#create")))
	wait("the game under bga-1000.toml", `!document.querySelector("#game").hidden && document.querySelector("#meta").textContent.startsWith("bga-1000.toml")`)
	// house rules kept on the phone are in the Rules list of a new game
	run("another game", chromedp.Evaluate[chromedp.Void](`location.hash = "new"`))
	wait("the new game page", `!document.querySelector("#new").hidden`)
	if got := browsertest.Eval[string](t, phone, `[...document.querySelectorAll("#preset option.house")].map(o => o.textContent).join(", ")`); got != "Chez-nous.toml (house rules), bga-1000.toml (house rules), bga-bid-only.toml (house rules), bga.toml (house rules)" {
		t.Errorf("the house rules offered: %q", got)
	}
	run("under bga.toml", chromedp.SetValue("#preset", "bga.toml"), chromedp.Tap(chromedp.CSS("#create")))
	wait("the game under bga.toml", `!document.querySelector("#game").hidden && document.querySelector("#meta").textContent.startsWith("bga.toml")`)
}

func jsString(s string) string { b, _ := json.Marshal(s); return string(b) }

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// waitFiles waits for n files downloaded into dir and returns their names.
func waitFiles(t *testing.T, dir string, n int) []string {
	t.Helper()
	var names []string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		names = names[:0]
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".crdownload") {
				names = append(names, e.Name())
			}
		}
		if len(names) == n {
			return names
		}
	}
	t.Fatalf("downloaded %q, want %d files", names, n)
	return nil
}

// checkFiles runs coinche check on every game file of dir.
func checkFiles(t *testing.T, dir string) {
	t.Helper()
	games, _ := filepath.Glob(filepath.Join(dir, "*.coinche"))
	if len(games) == 0 {
		t.Fatalf("no game file in %s", dir)
	}
	for _, g := range games {
		if _, stderr, code := runCLI(t, "", "check", g); code != 0 {
			t.Errorf("coinche check %s: exit %d\n%s", filepath.Base(g), code, stderr)
		}
	}
}

// unzipTo writes the zip b64 (base64) into dir, runs then on dir and
// returns the names of its files.
func unzipTo(t *testing.T, b64, dir string, then func(*testing.T, string)) []string {
	t.Helper()
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	r, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range r.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		_, err = b.ReadFrom(rc)
		rc.Close()
		if err != nil || os.WriteFile(filepath.Join(dir, filepath.Base(f.Name)), b.Bytes(), 0o644) != nil {
			t.Fatal(f.Name, err)
		}
		names = append(names, f.Name)
	}
	then(t, dir)
	return names
}
