/// A file-system path as text: the one vocabulary for taking paths apart and putting them together
/// (SwiftPM's `AbsolutePath` is the model), written on the standard library and the path's UTF-8
/// bytes, so no `NSString` or `URL` is made to reach a component.
///
/// A path is kept as it was given; only `normalized`, `absolute` and `resolved(against:)` tidy it.
/// The component operations answer as `NSString`'s path methods do on Linux, which the tool's
/// output was written with: `parent` of `a` is the empty path, of `/` and `/a` it is `/`;
/// `basename` of `/a/b/` is `b`; `appending` adds no second `/` after a trailing one.
package struct Path: Hashable, Sendable {
    /// The path's text.
    package var string: String

    package init(_ string: String) {
        self.string = string
    }

    package init(_ string: Substring) {
        self.string = String(string)
    }

    /// The root folder, `/`.
    package static let root = Path("/")

    /// Whether the path starts at the root.
    package var isAbsolute: Bool { string.utf8.first == Self.slash }

    /// The last component: `b` for `/a/b` and `/a/b/`, `/` for `/`, the empty string for the empty path.
    package var basename: String {
        let path = tidied
        let bytes = path.utf8
        guard bytes.count > 1, let slash = bytes.lastIndex(of: Self.slash) else { return path }
        return String(path[bytes.index(after: slash)...])
    }

    /// The path without its last component: `/a` for `/a/b/`, `/` for `/a` and `/`, the empty path
    /// for `a`.
    package var parent: Path {
        let path = tidied
        let bytes = path.utf8
        if path.isEmpty || path == "/" { return Path(path) }
        guard let slash = bytes.lastIndex(of: Self.slash) else { return Path("") }
        if slash == bytes.startIndex { return .root }
        return Path(path[..<slash])
    }

    /// The basename's extension without its dot: `swift` for `a/File.swift`; empty for `File`,
    /// `.gitignore` (a leading dot starts a name, not an extension) and `a.`.
    package var `extension`: String {
        let name = basename
        guard let dot = Self.extensionDot(in: name) else { return "" }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// The basename without its extension and dot: `File` for `a/File.swift`, `.gitignore` as it is.
    package var basenameWithoutExtension: String {
        let name = basename
        guard let dot = Self.extensionDot(in: name) else { return name }
        return String(name[..<dot])
    }

    /// `component` (a name or a relative path) after this path, joined by one `/`: `/a/b` for `/a`
    /// and `/a/`; `component` alone when this path is empty, this path alone when `component` is.
    package func appending(_ component: String) -> Path {
        if component.isEmpty { return self }
        if string.isEmpty { return Path(component) }
        if string.utf8.last == Self.slash { return Path(string + component) }
        return Path(Self.concatenate(string, component))
    }

    static let slash = UInt8(ascii: "/")

    /// The text with each run of `/` made one and a trailing `/` dropped (`/` stays `/`): the form
    /// the component operations read. Most paths are tidy already and are returned as they are.
    var tidied: String {
        let bytes = string.utf8
        var previousWasSlash = false
        var untidy = false
        for byte in bytes {
            let isSlash = byte == Self.slash
            if isSlash && previousWasSlash {
                untidy = true
                break
            }
            previousWasSlash = isSlash
        }
        guard untidy || (bytes.count > 1 && bytes.last == Self.slash) else { return string }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        for byte in bytes where byte != Self.slash || kept.last != Self.slash { kept.append(byte) }
        if kept.count > 1 && kept.last == Self.slash { kept.removeLast() }
        // Only ASCII `/` bytes were dropped, so the bytes are still well-formed UTF-8.
        return String(decoding: kept, as: UTF8.self)
    }

    /// `head + "/" + tail` in one allocation (a project joins thousands of paths).
    private static func concatenate(_ head: String, _ tail: String) -> String {
        var head = head
        var tail = tail
        let count = head.utf8.count + 1 + tail.utf8.count
        return head.withUTF8 { first in
            tail.withUTF8 { second in
                String(unsafeUninitializedCapacity: count) { buffer in
                    let bytes = UnsafeMutableRawBufferPointer(buffer)
                    bytes.copyMemory(from: UnsafeRawBufferPointer(first))
                    buffer[first.count] = slash
                    UnsafeMutableRawBufferPointer(rebasing: bytes[(first.count + 1)...])
                        .copyMemory(from: UnsafeRawBufferPointer(second))
                    return count
                }
            }
        }
    }

    /// Where the extension's dot is in `name` (a basename), or nil when it has none.
    private static func extensionDot(in name: String) -> String.Index? {
        let bytes = name.utf8
        guard bytes.count > 1, let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > bytes.startIndex else {
            return nil
        }
        // `..` is a name, not an empty extension.
        return name == ".." ? nil : dot
    }
}

extension Path: CustomStringConvertible {
    package var description: String { string }
}

extension Path: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) {
        self.init(value)
    }
}
