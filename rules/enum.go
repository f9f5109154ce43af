package rules

//go:generate go run ./internal/enumgen

import (
	"fmt"
	"slices"

	"github.com/coinche/coinche/internal/i18n"
)

// enumKey names an enumerated ruleset key (key, e.g. "play.undertrump")
// and lists its legal values, the documented default first (values).
type enumKey interface {
	key() string
	values() []string
}

// Enum is the value of the enumerated ruleset key K: an index into K's
// list of values (the table options.txt, generated into options_gen.go),
// whose zero value is the key's documented default. Each key has its own type (Direction, Undertrump, …), so a
// value of one key cannot be given to another and a misspelled value does
// not compile. It reads and writes as its text (encoding.TextUnmarshaler
// and TextMarshaler: the ruleset loader and BurntSushi/toml use them).
type Enum[K enumKey] uint8

// String is the value as written in a ruleset file, e.g. "forced"; an
// out-of-range value prints as its number.
func (e Enum[K]) String() string {
	var k K
	if v := k.values(); int(e) < len(v) {
		return v[e]
	}
	return fmt.Sprintf("%s(%d)", k.key(), uint8(e))
}

// MarshalText is the value's text, as String.
func (e Enum[K]) MarshalText() ([]byte, error) {
	if !e.Valid() {
		return nil, &EnumError{Key: e.Key(), Value: e.String(), Want: e.Values()}
	}
	return []byte(e.String()), nil
}

// UnmarshalText reads the value's text. An unknown text is an *EnumError
// naming the values the key allows; e is left unchanged then.
func (e *Enum[K]) UnmarshalText(text []byte) error {
	var k K
	i := slices.Index(k.values(), string(text))
	if i < 0 {
		return &EnumError{Key: k.key(), Value: string(text), Want: k.values()}
	}
	*e = Enum[K](i)
	return nil
}

// Valid reports whether e is one of the key's values.
func (e Enum[K]) Valid() bool {
	var k K
	return int(e) < len(k.values())
}

// Values lists the values the key allows, the default first.
func (Enum[K]) Values() []string {
	var k K
	return slices.Clone(k.values())
}

// Key is the key's name, e.g. "play.undertrump".
func (Enum[K]) Key() string {
	var k K
	return k.key()
}

// tomlText writes the value as the TOML files do: quoted.
func (e Enum[K]) tomlText() string { return tomlQuote(e.String()) }

// EnumError is a value an enumerated key does not allow.
type EnumError struct {
	Key   string   // e.g. "play.undertrump"
	Value string   // as written
	Want  []string // the values allowed
	Says  string   // what the key allows in words, when not Want's list ("true (any time), …"); "" for the list
	// SaysKey is Says as a message of the catalog ("" with Says).
	SaysKey i18n.Key
}

func (e *EnumError) Error() string {
	if e.Says != "" {
		return fmt.Sprintf("%s = %q: want %s", e.Key, e.Value, e.Says)
	}
	return fmt.Sprintf("%s = %q: want %s", e.Key, e.Value, quoteList(e.Want))
}

// ParseEnum reads the text of a value of the enumerated key type E, e.g.
// ParseEnum[PlayUndertrump]("free"), for a Ruleset built in Go. Error: an
// *EnumError naming the values allowed.
func ParseEnum[E any, P interface {
	*E
	UnmarshalText([]byte) error
}](text string) (E, error) {
	var e E
	err := P(&e).UnmarshalText([]byte(text))
	return e, err
}
