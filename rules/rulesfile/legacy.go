package rulesfile

import "github.com/coinche/coinche/internal/i18n"

// Keys of earlier versions of the schema, still read: each is rewritten
// into the key that replaced it before the file is decoded, and an error
// about the new key points at the old one's line.

// legacyKeys rewrites the former keys of a decoded TOML file m in place:
// scoring.must_beat_defenders = true / false becomes
// scoring.against_defenders = "more" / "none". A file that sets both, or
// the old key to a value that is not a boolean, gets an error at the old
// key.
func (d *decoder) legacyKeys(m map[string]any) {
	sc, ok := m["scoring"].(map[string]any)
	if !ok {
		return
	}
	v, ok := sc["must_beat_defenders"]
	if !ok {
		return
	}
	delete(sc, "must_beat_defenders")
	old := []string{"scoring", "must_beat_defenders"}
	b, ok := v.(bool)
	switch {
	case !ok:
		d.addKey(old, "ruleset/type", i18n.RulesetMustBeatType, tomlTypeName(v))
	case sc["against_defenders"] != nil:
		d.addKey(old, "ruleset/value", i18n.RulesetMustBeatBoth)
	default:
		sc["against_defenders"] = "none"
		if b {
			sc["against_defenders"] = "more"
		}
		if p, ok := d.pos["scoring.must_beat_defenders"]; ok {
			d.pos["scoring.against_defenders"] = p
		}
	}
}
