package live

import (
	"bytes"
	"fmt"
	"io/fs"
	"sync"

	"github.com/coinche/coinche/internal/atomicfile"
)

// Store is where the text of one game file is kept: a file on disk
// (FileStore), memory (MemStore), and in the browser the phone's storage.
// A Game reads and writes its text only through its Store.
//
// Every implementation replaces the text whole or not at all: a reader
// sees the text before a change or after it, never a mix.
type Store interface {
	// Name is the name positions cite in problems (file:line:col): the
	// file's path for a file; a game's Rules tag naming a TOML file is
	// resolved relative to it (rulesfile.Resolve).
	Name() string
	// Read returns the text as stored now, without any lock. A store
	// that holds no game yet returns an error wrapping fs.ErrNotExist.
	Read() ([]byte, error)
	// Update runs fn on the text as stored now, holding the store's
	// exclusive lock (every writer of the store takes it, in this
	// process or another), and stores what fn returns in its place.
	// When fn returns an error or the same bytes, nothing is stored and
	// Update returns fn's error. A store that holds nothing returns an
	// error wrapping fs.ErrNotExist without calling fn.
	Update(fn func(cur []byte) ([]byte, error)) error
	// Create stores text as a new game file; an error wrapping
	// fs.ErrExist when the store already holds one.
	Create(text []byte) error
}

// RulesStore is a Store that keeps the house rulesets of its games
// itself rather than as files beside the game (the phone app keeps them
// in the browser's storage): RulesFS is the fs.FS in which the store's
// Name is a path, and a game's Rules tag naming a TOML file is read from
// it, relative to that path's directory, with the disk's bounds and
// errors (rulesfile.ResolveFS); Create takes NewOptions.Rules as a name
// there. A Store without the method (FileStore, MemStore) reads the
// disk.
type RulesStore interface {
	Store
	RulesFS() fs.FS
}

// rulesFSOf is s's RulesFS, nil when s reads the disk.
func rulesFSOf(s Store) fs.FS {
	if r, ok := s.(RulesStore); ok {
		return r.RulesFS()
	}
	return nil
}

// FileStore is a game file on disk at Path. Every change is a
// read-modify-write under the file's advisory lock (".NAME.lock" beside
// it), written to a temporary file that is synced and renamed over the
// original (internal/atomicfile): a crash, a closed lid or a second
// terminal never loses nor garbles a deal. A symbolic link is followed:
// the file it points to is replaced, not the link.
type FileStore struct {
	Path string
}

// Name is the file's path.
func (f FileStore) Name() string { return f.Path }

// Read reads the whole file, without the lock.
func (f FileStore) Read() ([]byte, error) { return readGame(f.Path) }

// Update is atomicfile.Update on the file.
func (f FileStore) Update(fn func(cur []byte) ([]byte, error)) error { return update(f.Path, fn) }

// Create writes the file whole, under its lock; fs.ErrExist if it exists.
func (f FileStore) Create(text []byte) error {
	return withLock(f.Path, func() error { return createExclusive(f.Path, text) })
}

// Writable is nil when a change may replace the file, else why not (a
// read-only file, or another user's: atomicfile.CheckWritable).
func (f FileStore) Writable() error {
	return atomicfile.CheckWritable(atomicfile.RealPath(f.Path))
}

// MemStore is a game file kept in memory, safe for concurrent use: for
// tests, and for front ends that keep the text elsewhere (a browser's
// storage) and hand it over whole. The zero value holds no game.
type MemStore struct {
	name   string
	mu     sync.Mutex
	data   []byte
	exists bool
}

// NewMemStore is a store named name holding text; a nil text holds no
// game yet (Create makes one).
func NewMemStore(name string, text []byte) *MemStore {
	return &MemStore{name: name, data: bytes.Clone(text), exists: text != nil}
}

// Name is the name given to NewMemStore.
func (m *MemStore) Name() string { return m.name }

// Read returns a copy of the text.
func (m *MemStore) Read() ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.exists {
		return nil, fmt.Errorf("%s: no such game (%w)", m.name, fs.ErrNotExist)
	}
	return bytes.Clone(m.data), nil
}

// Update runs fn under the store's mutex.
func (m *MemStore) Update(fn func(cur []byte) ([]byte, error)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.exists {
		return fmt.Errorf("%s: no such game (%w)", m.name, fs.ErrNotExist)
	}
	next, err := fn(bytes.Clone(m.data))
	if err != nil {
		return err
	}
	if !bytes.Equal(next, m.data) {
		m.data = bytes.Clone(next)
	}
	return nil
}

// Create stores text; fs.ErrExist when the store holds a game.
func (m *MemStore) Create(text []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.exists {
		return fmt.Errorf("%s: %w", m.name, fs.ErrExist)
	}
	m.data, m.exists = bytes.Clone(text), true
	return nil
}
