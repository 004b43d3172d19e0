//go:build js

package pdb

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"syscall/js"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// prebuilt fetches the databases that make web puts beside the page
// (CacheFile, sent gzipped): some 6 MB to download instead of minutes of
// building on the page's one thread. progress counts the bytes received
// as placements, the file being one byte a placement and a short header.
// An error (no such file, a goal of one's own) means build them.
func prebuilt(ctx context.Context, goal solver.Board, parts []Partition, progress func(done, total int64)) (*DB, error) {
	loc := js.Global().Get("location")
	if loc.Type() != js.TypeObject {
		return nil, errors.New("no page")
	}
	base, err := url.Parse(loc.Get("href").String())
	if err != nil {
		return nil, err
	}
	name := fileName(goal, parts)
	u := base.ResolveReference(&url.URL{Path: name})
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", u, resp.Status)
	}
	var total int64
	for _, pat := range flatten(parts) {
		total += int64(placements(len(pat)))
	}
	data, err := readBody(resp.Body, total, progress)
	if err != nil {
		return nil, err
	}
	db, err := fromCache(u.String(), data, goal, parts)
	if err != nil {
		return nil, err
	}
	if progress != nil {
		progress(total, total)
	}
	return db, nil
}

// keep puts databases built in the page into the cache where the page's
// service worker (app/web/sw.js) keeps those it fetched, under the name
// prebuilt fetches: the next visit's first search finds them there rather
// than building them again for minutes. The cache is the page version's
// (index.html sets eightpuzzleVersion), which the worker of the next
// version drops with the rest.
func keep(ctx context.Context, goal solver.Board, parts []Partition, data []byte) error {
	version := js.Global().Get("eightpuzzleVersion")
	caches := js.Global().Get("caches")
	if version.Type() != js.TypeString || caches.Type() != js.TypeObject {
		return errors.New("no page version or cache storage to keep the databases in")
	}
	base, err := url.Parse(js.Global().Get("location").Get("href").String())
	if err != nil {
		return err
	}
	u := base.ResolveReference(&url.URL{Path: fileName(goal, parts)})
	body := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(body, data)
	resp := js.Global().Get("Response").New(body, map[string]any{
		"headers": map[string]any{"Content-Type": "application/octet-stream"},
	})
	done := make(chan error, 1)
	put := js.FuncOf(func(_ js.Value, args []js.Value) any {
		return args[0].Call("put", u.String(), resp)
	})
	ok := js.FuncOf(func(js.Value, []js.Value) any { done <- nil; return nil })
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- fmt.Errorf("keeping the databases in the browser: %s", args[0].Call("toString").String())
		return nil
	})
	defer put.Release()
	defer ok.Release()
	defer fail.Release()
	caches.Call("open", "eightpuzzle-patterns-"+version.String()).Call("then", put).Call("then", ok, fail)
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}
