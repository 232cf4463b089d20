import Testing

@testable import PiecesSupport

/// What each operation of `Path` answers, pinned case by case: the component operations as
/// `NSString`'s path methods answer on Linux (the tool's output was written with them), the
/// relations as the helpers they replaced did.
struct PathTests {
    @Test(arguments: [
        ("a", ""), ("/", "/"), ("/a", "/"), ("/a/b", "/a"), ("/a/b/", "/a"), ("a/b", "a"), ("", ""),
        ("//", "/"), ("/a//b", "/a"), ("a//b//c", "a/b"), ("/a/b/../c", "/a/b/.."), ("./a", ".")
    ])
    func parent(path: String, parent: String) {
        #expect(Path(path).parent == Path(parent), "\(path)")
    }

    @Test(arguments: [
        ("/a/b/", "b"), ("/a/b", "b"), ("/", "/"), ("", ""), ("a", "a"), ("//", "/"), ("/a//", "a"),
        ("/App/Caf\u{E9}.swift", "Caf\u{E9}.swift")
    ])
    func basename(path: String, basename: String) {
        #expect(Path(path).basename == basename, "\(path)")
    }

    @Test(arguments: [
        ("/a", "b", "/a/b"), ("/a/", "b", "/a/b"), ("/", "b", "/b"), ("", "b", "b"), ("/a", "", "/a"),
        ("/a", "b/c", "/a/b/c"), ("a", "b", "a/b")
    ])
    func appending(path: String, component: String, joined: String) {
        #expect(Path(path).appending(component) == Path(joined), "\(path) + \(component)")
    }

    @Test(arguments: [
        ("a/File.swift", "swift", "File"), ("File", "", "File"), ("/a/.gitignore", "", ".gitignore"),
        ("a.", "", "a"), ("..", "", ".."), ("a.tar.gz", "gz", "a.tar"), ("/a.b/c", "", "c"),
        ("/a/App.xcodeproj/", "xcodeproj", "App"), ("/", "", "/"), ("", "", "")
    ])
    func theExtension(path: String, pathExtension: String, stem: String) {
        #expect(Path(path).extension == pathExtension, "\(path)")
        #expect(Path(path).basenameWithoutExtension == stem, "\(path)")
    }

    @Test(arguments: [
        ("/a//b/../c/", "/a/c"), ("/..", "/"), ("/../a", "/a"), ("/a/./b", "/a/b"), ("a/../..", ".."),
        ("a/..", "."), ("/", "/"), ("../a/./b", "../a/b"), ("/a/b", "/a/b"), ("//a", "/a"),
        ("/.hidden/x", "/.hidden/x"),
        ("", ".")
    ])
    func normalized(path: String, normal: String) {
        #expect(Path(path).normalized == Path(normal), "\(path)")
    }

    /// `isNormal` lets `normalized` and joins skip the split; a false "normal" would skip a needed tidy.
    @Test(arguments: [
        ("/a/b", true), ("a/b", true), ("/", true), ("", false), ("/a/", false), ("/a//b", false), ("/a/./b", false),
        ("/a/../b", false), ("/.hidden", false), ("./a", false)
    ])
    func isNormal(path: String, answer: Bool) {
        #expect(Path(path).isNormal == answer, "\(path)")
        if answer { #expect(Path(path).normalized == Path(path)) }
    }

    @Test func resolvedAgainstAFolder() {
        #expect(Path("b").resolved(against: "/w/a") == "/w/a/b")
        #expect(Path("../b").resolved(against: "/w/a") == "/w/b")
        #expect(Path("../b").resolved(against: "/w/a/") == "/w/b")
        #expect(Path("/x/../y").resolved(against: "/w") == "/y")
        #expect(Path("").resolved(against: "/w/") == "/w")
        #expect(Path("x").absolute == Path.currentDirectory.appending("x").normalized)
        #expect(Path("x").resolved(against: "relative") == Path.currentDirectory.appending("relative/x").normalized)
    }

    @Test(arguments: [
        ("/a/b", "/a", true), ("/a/b", "/a/", true), ("/a", "/a", true), ("/a/bc", "/a/b", false),
        ("/a/b", "/a/bc", false), ("/x", "/", true), ("/", "/", true), ("/a", "/a/b", false),
        ("relative/x", "relative", true), ("/a/", "/a", true), ("/a", "/a/", false)
    ])
    func isDescendant(path: String, folder: String, answer: Bool) {
        #expect(Path(path).isDescendant(of: Path(folder)) == answer, "\(path) in \(folder)")
    }

    @Test(arguments: [
        ("/w/a/b", "/w", "a/b"), ("/w", "/w", "."), ("/w/reg/", "/w", "reg/"), ("/w/b", "/w/a", "../b"),
        ("/x/y", "/w/a", "../../x/y"), ("/w", "/w/a/b", "../.."), ("/a/bc", "/a/b", "../bc"), ("/a", "/", "a"),
        ("/w/a", "/w/", "a"), ("/w/b", "/w//a/", "../b")
    ])
    func relative(path: String, base: String, relative: String) {
        #expect(Path(path).relative(to: Path(base)) == Path(relative), "\(path) from \(base)")
    }

    /// What every message shows: a path below the working folder from it, anything else as it is.
    @Test(arguments: [
        ("/w/a", "/w", "a"), ("/w", "/w", "/w"), ("/elsewhere/a", "/w", "/elsewhere/a"), ("/w/", "/w", ""),
        ("/wx/a", "/w", "/wx/a"), ("/w/a", "/w/", "a"), ("/a", "/", "a"), ("relative", "/w", "relative")
    ])
    func display(path: String, folder: String, shown: String) {
        #expect(Path(path).display(relativeTo: Path(folder)) == shown, "\(path) from \(folder)")
    }

    @Test(arguments: [
        ("/a/b", ["/a/b", "/a", "/"]), ("a/b", ["a/b", "a"]), ("/", ["/"]), ("/a/b/", ["/a/b/", "/a", "/"]),
        ("a", ["a"])
    ])
    func ancestors(path: String, expected: [String]) {
        #expect(Path(path).ancestors.map(\.string) == expected, "\(path)")
    }
}
