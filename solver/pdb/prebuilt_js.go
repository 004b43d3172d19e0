//go:build js

package pdb

import (
	"context"
	"errors"
	"fmt"
	"io"
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
	data := make([]byte, 0, total+4096)
	buf := make([]byte, 256<<10)
	for {
		n, err := resp.Body.Read(buf)
		data = append(data, buf[:n]...)
		if progress != nil {
			progress(min(int64(len(data)), total-1), total)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
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
