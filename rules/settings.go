package rules

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/tomlkey"
)

// Setting is one key of a ruleset and its value written as in TOML, e.g.
// {"bidding.min", "80"}, {"deal.patterns", "[[3, 2, 3]]"}.
type Setting struct {
	Key   string
	Value string
}

// Settings lists every key of r in schema order (the order of
// docs/rulesets.md) with its value; extends is left out.
func (r *Ruleset) Settings() []Setting {
	var out []Setting
	flatten(reflect.ValueOf(r).Elem(), "", &out)
	return out
}

// SchemaKeys lists every key of the schema ("deck.cards", ...) in order,
// extends left out.
func SchemaKeys() []string {
	var r Ruleset
	s := r.Settings()
	keys := make([]string, len(s))
	for i, x := range s {
		keys[i] = x.Key
	}
	return keys
}

func flatten(v reflect.Value, prefix string, out *[]Setting) {
	fields, names := tomlkey.Fields(v.Type())
	for _, name := range names {
		f := v.Field(fields[name])
		key := name
		if prefix != "" {
			key = prefix + "." + name
		}
		if key == "extends" {
			continue
		}
		if f.Kind() == reflect.Struct {
			flatten(f, key, out)
			continue
		}
		*out = append(*out, Setting{Key: key, Value: tomlValue(f)})
	}
}

func tomlValue(v reflect.Value) string {
	if w, ok := v.Interface().(interface{ tomlText() string }); ok {
		return w.tomlText()
	}
	switch v.Kind() {
	case reflect.String:
		return tomlQuote(v.String())
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	case reflect.Slice:
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = tomlValue(v.Index(i))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprint(v.Interface())
}

// TOML returns r as a complete TOML ruleset file (every key, no comments),
// which rulesfile.Load reads back to an equal Ruleset; for showing a user file with
// its preset resolved.
func (r *Ruleset) TOML() []byte {
	var b bytes.Buffer
	section := ""
	all := r.Settings()
	// Top-level keys first: TOML puts them before any table.
	sort.SliceStable(all, func(i, j int) bool {
		return !strings.Contains(all[i].Key, ".") && strings.Contains(all[j].Key, ".")
	})
	for _, st := range all {
		sec, key := "", st.Key
		if i := strings.LastIndexByte(st.Key, '.'); i >= 0 {
			sec, key = st.Key[:i], st.Key[i+1:]
		}
		if sec != section {
			fmt.Fprintf(&b, "\n[%s]\n", sec)
			section = sec
		}
		fmt.Fprintf(&b, "%s = %s", key, st.Value)
		if st.Key == "bidding.step" && len(r.Bidding.Ladder) > 0 {
			// The ladder replaces min, max and step: say so, as a user
			// reading `rules show` would take the step for a rule.
			b.WriteString(" # not read: bidding.ladder lists the bids")
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// tomlQuote writes s as a TOML basic string.
func tomlQuote(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", c)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
