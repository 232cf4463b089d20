import PiecesSupport

/// A Swift package product a target is to link: the package's repository URL, the version the
/// dependency rule starts from ("Up to Next Major Version"), and the product's name.
package struct PackageLink: Sendable, Equatable, Hashable {
    package var url: String
    package var minimumVersion: String
    package var product: String

    package init(url: String, minimumVersion: String, product: String) {
        self.url = url
        self.minimumVersion = minimumVersion
        self.product = product
    }

    /// The package's name as Xcode shows it: the URL's last path component without `.git`.
    package var packageName: String { Self.packageName(of: url) }

    /// `url`'s last path component without `.git` (or a trailing `/`).
    package static func packageName(of url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.lowercased().hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    /// `url` as compared with a project's package references: scheme and host in lowercase, a
    /// trailing `/` and `.git` dropped. Two spellings of one repository (`https://GitHub.com/a/b.git`
    /// and `https://github.com/a/b/`) are one package, which Xcode would otherwise fetch twice.
    package static func normalized(_ url: String) -> String {
        var text = Substring(url.trimmingWhitespace())
        while text.hasSuffix("/") { text = text.dropLast() }
        if text.lowercased().hasSuffix(".git") { text = text.dropLast(4) }
        while text.hasSuffix("/") { text = text.dropLast() }
        guard let schemeEnd = text.firstRange(ofBytes: "://") else { return String(text) }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        let rest = text[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        // User info stays as written: only the host is case-insensitive.
        let authority = rest[..<hostEnd]
        let at = authority.lastIndex(of: "@").map { authority.index(after: $0) } ?? authority.startIndex
        return scheme + "://" + authority[..<at] + authority[at...].lowercased() + rest[hostEnd...]
    }
}

/// What `linking` did for one `PackageLink`: the objects it made and those it found already there.
package struct PackageLinkOutcome: Sendable, Equatable {
    package var link: PackageLink
    /// IDs of the objects made: package reference, product dependency, build file, Frameworks phase.
    package var made: [String] = []
    /// The lists made to hold them, as `OBJECT.key` (`PROJECT.packageReferences`, …).
    package var madeLists: [String] = []
    /// IDs of the objects that were there already and are used as they are.
    package var found: [String] = []
    /// Every list that got an element (made or there already), as `OBJECT.key`.
    package var usedLists: [String] = []
    /// The rule of a package reference that was there, when it may not give the version asked for
    /// (`upToNextMinorVersion 1.4.1`, `branch main`): it is left as it is.
    package var otherRule: String?

    package init(link: PackageLink) { self.link = link }

    /// Whether the project already had everything.
    package var isUnchanged: Bool { made.isEmpty && madeLists.isEmpty }
}
