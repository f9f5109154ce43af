package render

import (
	"strconv"
	"unicode/utf8"

	"github.com/coinche/coinche/score"
)

// appendRow appends a row's JSON object and a newline to b: the bytes
// encoding/json gives for jsonRow(r, names) with HTML escaping off
// (TestAppendRow compares them), without reflection nor a map per row.
func appendRow(b []byte, r *score.Row, names score.Names) []byte {
	j := jsonRowFields(r, names)
	b = append(b, `{"deal":`...)
	b = strconv.AppendInt(b, int64(j.Deal), 10)
	b = appendStringField(b, "dealer", j.Dealer)
	b = appendBoolField(b, "all_pass", j.AllPass)
	b = appendOptString(b, "declarer", j.Declarer)
	b = appendOptString(b, "team", j.Team)
	b = appendOptString(b, "team_name", j.TeamName)
	b = appendStringField(b, "contract", j.Contract)
	b = appendOptString(b, "level", j.Level)
	b = appendOptString(b, "strain", j.Strain)
	b = appendIntField(b, "double", int(j.Double))
	b = appendStringField(b, "mode", j.Mode)
	b = appendIntField(b, "value", j.Value)
	b = appendIntField(b, "multiplier", j.Multiplier)
	b = appendFigures(b, "points", j.Points)
	b = appendFigures(b, "rounded", j.Rounded)
	b = appendFigures(b, "tricks", j.Tricks)
	b = appendIntField(b, "needed", j.Needed)
	b = appendIntField(b, "counted", j.Counted)
	b = appendIntField(b, "defenders_counted", j.Defenders)
	b = appendBoolField(b, "made", j.Made)
	b = appendStringField(b, "reason", j.Reason)
	b = appendOptString(b, "capot", j.Capot)
	b = appendBoolField(b, "solo", j.Solo)
	b = appendOptString(b, "belote", j.Belote)
	b = appendIntField(b, "belote_points", j.BelotePts)
	b = appendFigures(b, "announces", j.Announces)
	// parts: a map in jsonDeal, whose keys encoding/json sorts (EW, NS)
	b = append(b, `,"parts":{"EW":`...)
	b = appendParts(b, r.Parts[1])
	b = append(b, `,"NS":`...)
	b = appendParts(b, r.Parts[0])
	b = append(b, '}')
	b = appendFigures(b, "score", j.Score)
	b = appendFigures(b, "total", j.Total)
	b = appendBoolField(b, "stopped", j.Stopped)
	b = appendOptString(b, "stopped_by", j.StoppedBy)
	b = appendBoolField(b, "stop_lost", j.StopLost)
	b = appendBoolField(b, "forced", j.Forced)
	b = appendBoolField(b, "after_end", j.AfterEnd)
	b = appendStringField(b, "why", j.Why)
	return append(b, "}\n"...)
}

func appendKey(b []byte, key string) []byte {
	b = append(b, ',', '"')
	b = append(b, key...)
	return append(b, '"', ':')
}

func appendStringField(b []byte, key, v string) []byte {
	return appendJSONString(appendKey(b, key), v)
}

// appendOptString is a field with omitempty: left out when empty.
func appendOptString(b []byte, key, v string) []byte {
	if v == "" {
		return b
	}
	return appendStringField(b, key, v)
}

func appendIntField(b []byte, key string, v int) []byte {
	return strconv.AppendInt(appendKey(b, key), int64(v), 10)
}

func appendBoolField(b []byte, key string, v bool) []byte {
	return strconv.AppendBool(appendKey(b, key), v)
}

func appendFigures(b []byte, key string, f teamFigures) []byte {
	b = append(appendKey(b, key), `{"NS":`...)
	b = strconv.AppendInt(b, int64(f.NS), 10)
	b = append(b, `,"EW":`...)
	b = strconv.AppendInt(b, int64(f.EW), 10)
	return append(b, '}')
}

func appendParts(b []byte, p score.Parts) []byte {
	b = append(b, `{"contract":`...)
	b = strconv.AppendInt(b, int64(p.Contract), 10)
	b = appendIntField(b, "cards", p.Cards)
	b = appendIntField(b, "base", p.Base)
	b = appendIntField(b, "belote", p.Belote)
	b = appendIntField(b, "announces", p.Announces)
	return append(b, '}')
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s quoted as encoding/json does without HTML
// escaping: \" \\ \b \f \n \r \t, other control bytes as \u00XX, invalid
// UTF-8 as \ufffd, U+2028 and U+2029 escaped.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
