// Bare `/…/` regex literals, one case per rule of Swift's lexer (swift-syntax's RegexLiteralLexer,
// checked against the toolchain's SwiftParser). Each `// expect:` line gives the regex literals the
// code line below it holds, separated by ` | `, or `none`. LexerRegexRuleTests lexes each code
// line on its own. Not compiled: several lines are not valid Swift on purpose.

// A `/` bound only to its right is a candidate anywhere, even after `)`.
// expect: /y/
foo(x) /y/
// Only the first `/` of an operator run is a candidate; the rest of the run is the operator.
// expect: /a/
x = !/a/
// A left-bound `/` divides (or is postfix): never a regex.
// expect: none
x = a!/b/
// expect: none
let ratio = width/height/2
// A body ending with an unescaped space is not a regex: two prefix `/` operators.
// expect: none
Scope(state: /State.child, action: /Action.child) {}
// expect: none
.ifCaseLet(/State.child1, action: /Action.child1) {
// ...but the `/` that ended the failed candidate may start one itself.
// expect: /b/
f(/a /b/)
// An escaped space before the closing `/` is fine.
// expect: /a\ /
x = /a\ /
// A `)` that closes no `(` of the body: not a regex.
// expect: none
x = /a)/
// expect: none
let r = /(a)b)/
// ...unless it is escaped or inside a `[…]` class.
// expect: /[)]/
let r = /[)]/
// expect: /\)/
let r = /\)/
// A body starting with a space or tab: not a regex where an operator may stand alone.
// expect: none
f(/ a/)
// expect: none
reduce(0, / 2)
// A `/` that looks binary, in expression position (not after `(`, `[`, `,`, `:`): must be a regex.
// expect: / 2 /
= / 2 /
// expect: / a /
{ x in / a / }
// expect: / a /
x = try? / a /
// expect: / a
return / a
// ...but not after a name, a literal, `)`, a value keyword, `await` (a contextual keyword) or `#if`'s condition.
// expect: none
await / a /
// expect: none
a = true / 2 /
// expect: none
x = (a) / b / c
// After `func` or `operator` a `/` is an operator.
// expect: none
prefix func /(a: Int) {}
// expect: none
infix operator /^/
// A closing `/` followed by `/` or `*` starts a comment instead.
// expect: none
let r = /a/*b*/
// expect: /a/
let r = /*c*/ /a/
// A line break before the closing `/`: not a regex.
// expect: none
let r = /abc
// Two regexes on a line; after `??`, `?`, `:` and inside an interpolation.
// expect: /a/ | /b/
x = /a/ /b/
// expect: /a/
x = y ?? /a/
// expect: /b/ | /c/
x = a ? /b/ : /c/
// expect: /a b/
let s = "\(/a b/)"
// `::` is not a place for a regex.
// expect: none
x ::/ a/
// A tab before the closing `/` does not count as a space (it is an unprintable character there).
// expect: /a	/
x = /a	/
// The first unescaped `/` closes the literal, inside a class too.
// expect: /a[/
x = (/a[/]b/)
