// The service worker of the browser version: it keeps the page's files
// so that a student who opened the page once can open it again offline,
// and keeps the 4x4 pattern databases once fetched (or built in the page)
// so that a reload does not fetch or build them again.
//
// Build writes the page's version (a hash of its files) in place of
// {{VERSION}}. A new version changes this file, which the browser checks
// on every visit; the new worker keeps the new files under a new cache
// and drops the old one. The page itself (index.html) comes from the
// network whenever the network answers, so a reload shows a new version
// at once: its files carry the version in their address (?v=), which the
// old worker's cache does not have.
"use strict";

const VERSION = "{{VERSION}}";
const PAGE = "eightpuzzle-page-" + VERSION;
const PATTERNS = "eightpuzzle-patterns-" + VERSION;
const FILES = ["index.html", "wasm_exec.js?v=" + VERSION, "eightpuzzle.wasm?v=" + VERSION, "manifest.webmanifest", "icon.png"];

self.addEventListener("install", event => {
	event.waitUntil(caches.open(PAGE).then(cache => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
	event.waitUntil(caches.keys()
		.then(names => Promise.all(names.filter(n => n.startsWith("eightpuzzle-") && n !== PAGE && n !== PATTERNS).map(n => caches.delete(n))))
		.then(() => self.clients.claim()));
});

self.addEventListener("fetch", event => {
	const req = event.request;
	const url = new URL(req.url);
	if (req.method !== "GET" || url.origin !== location.origin) return;
	if (req.mode === "navigate") {
		// the network's page when there is one (a new version), else ours
		event.respondWith(fetch(req).catch(() => caches.open(PAGE).then(c => c.match("index.html")))
			.then(resp => resp || Response.error()));
		return;
	}
	if (/\/pdb4x4-[^/]*\.bin$/.test(url.pathname)) {
		event.respondWith(caches.open(PATTERNS).then(async cache => {
			const hit = await cache.match(req);
			if (hit) return hit;
			const resp = await fetch(req);
			if (resp.ok) await cache.put(req, resp.clone());
			return resp;
		}));
		return;
	}
	event.respondWith(caches.open(PAGE).then(cache => cache.match(req)).then(hit => hit || fetch(req)));
});
