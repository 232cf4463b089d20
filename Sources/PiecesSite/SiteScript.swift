/// `assets/site.js`: the index's search and the piece page's copy button. Plain script, no
/// modules (those refuse to load from `file://`), no network.
///
/// The search is `CatalogSearch` (what `pieces search` runs) in JavaScript: text folded (lowercase,
/// accents removed), split into words, camel-case names split; every query word must match a word
/// of a field — equal, its start from three letters, or within one typo for 4–5 letters and two
/// from 6 — scored by field weight (name 10, title 8, tag 6, category 4, description 2) times
/// closeness (4, 3, 2, 1). Matching cards are shown best first; `?q=` fills the box on load.
enum SiteScript {
    static let javascript = #"""
        "use strict";
        (function () {
          function fold(text) {
            return text.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase();
          }
          function words(text) {
            return fold(text).split(/[^\p{L}\p{N}]+/u).filter(function (w) { return w.length > 0; });
          }
          function nameWords(name) {
            var parts = [], current = "";
            for (var i = 0; i < name.length; i++) {
              var c = name[i], last = current[current.length - 1];
              if (c !== c.toLowerCase() && last !== undefined && (last !== last.toUpperCase() || /\d/.test(last))) {
                parts.push(current); current = "";
              }
              current += c;
            }
            if (current) parts.push(current);
            var all = [];
            parts.forEach(function (p) { all = all.concat(words(p)); });
            return all.length > 1 ? all.concat([fold(name)]) : all;
          }
          function distance(a, b) {
            a = Array.from(a); b = Array.from(b);
            var previous = [], current = [];
            for (var j = 0; j <= b.length; j++) previous.push(j);
            for (var i = 1; i <= a.length; i++) {
              current = [i];
              for (j = 1; j <= b.length; j++) {
                current.push(Math.min(previous[j] + 1, current[j - 1] + 1,
                  previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
              }
              previous = current;
            }
            return previous[b.length];
          }
          function closeness(word, candidate) {
            if (word === candidate) return 4;
            var length = Array.from(word).length;
            if (length >= 3 && candidate.indexOf(word) === 0) return 3;
            var allowed = length >= 6 ? 2 : length >= 4 ? 1 : 0;
            if (allowed === 0 || Math.abs(length - Array.from(candidate).length) > allowed) return 0;
            var d = distance(word, candidate);
            return d <= allowed ? 3 - d : 0;
          }
          function fieldsOf(card) {
            var tags = card.dataset.tags ? card.dataset.tags.split("\u001f") : [];
            var tagWords = [];
            tags.forEach(function (t) { tagWords = tagWords.concat(words(t)); });
            return [
              [10, nameWords(card.dataset.name || "")],
              [8, words(card.dataset.title || "")],
              [6, tagWords],
              [4, words(card.dataset.category || "")],
              [2, words(card.dataset.description || "")]
            ];
          }
          function score(fields, query) {
            var total = 0;
            for (var q = 0; q < query.length; q++) {
              var wordScore = 0;
              fields.forEach(function (field) {
                var best = 0;
                field[1].forEach(function (candidate) { best = Math.max(best, closeness(query[q], candidate)); });
                wordScore += field[0] * best;
              });
              if (wordScore === 0) return 0;
              total += wordScore;
            }
            return total;
          }
          function setUpSearch() {
            var input = document.getElementById("q");
            if (!input) return;
            var cards = Array.prototype.slice.call(document.querySelectorAll("[data-piece]"));
            var entries = cards.map(function (card, index) {
              return { card: card, list: card.parentNode, index: index, fields: fieldsOf(card) };
            });
            var status = document.getElementById("search-status");
            var none = document.querySelector(".no-results");
            function apply() {
              var query = words(input.value);
              var shown = 0;
              entries.forEach(function (entry) { entry.score = query.length ? score(entry.fields, query) : 1; });
              entries.slice().sort(function (a, b) {
                return query.length ? (b.score - a.score) || (a.index - b.index) : a.index - b.index;
              }).forEach(function (entry) {
                entry.card.hidden = entry.score === 0;
                if (!entry.card.hidden) shown++;
                entry.list.appendChild(entry.card);
              });
              document.querySelectorAll("[data-category-section]").forEach(function (section) {
                section.hidden = !section.querySelector("[data-piece]:not([hidden])");
              });
              status.textContent = query.length
                ? shown + (shown === 1 ? " piece matches" : " pieces match")
                : cards.length + " pieces";
              if (none) none.hidden = shown > 0;
              document.body.setAttribute("data-search-results", String(shown));
            }
            var initial = new URLSearchParams(window.location.search).get("q");
            if (initial) input.value = initial;
            input.addEventListener("input", apply);
            input.form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
            apply();
          }
          function setUpCopy() {
            document.querySelectorAll("button[data-copy]").forEach(function (button) {
              button.addEventListener("click", function () {
                var text = document.getElementById(button.dataset.copy).textContent;
                var status = button.parentNode.querySelector(".copy-status");
                function done(message) { if (status) status.textContent = message; }
                if (navigator.clipboard && window.isSecureContext) {
                  navigator.clipboard.writeText(text).then(
                    function () { done("Copied"); },
                    function () { done("Select and copy the command"); });
                } else {
                  var range = document.createRange();
                  range.selectNodeContents(document.getElementById(button.dataset.copy));
                  var selection = window.getSelection();
                  selection.removeAllRanges();
                  selection.addRange(range);
                  done(document.execCommand && document.execCommand("copy")
                    ? "Copied" : "Selected: press Ctrl+C or ⌘C");
                }
              });
            });
          }
          setUpSearch();
          setUpCopy();
        })();

        """#
}
