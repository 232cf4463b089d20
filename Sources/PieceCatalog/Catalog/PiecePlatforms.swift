import PiecesSupport

/// The platforms a piece supports and the oldest version of each, from its header's
/// `platforms: [iOS 17.0, macOS 14.0]`. A piece without the key supports iOS alone, from `minIOS`.
package struct PiecePlatforms: Sendable, Equatable, CustomStringConvertible {
    /// A platform a piece may declare.
    package enum Platform: String, CaseIterable, Sendable, Comparable {
        case iOS, macOS, visionOS

        package static func < (lhs: Platform, rhs: Platform) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// One `<Platform> <version>` item.
    package struct Entry: Sendable, Equatable {
        package var platform: Platform
        /// As written: `17`, `17.0`, `17.0.1`.
        package var version: String

        package init(platform: Platform, version: String) {
            self.platform = platform
            self.version = version
        }
    }

    /// In the order written.
    package var entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries }

    /// The default of a piece without `platforms:`: iOS from `minIOS`.
    package static func iOSOnly(_ minIOS: String) -> PiecePlatforms {
        PiecePlatforms(entries: minIOS.isEmpty ? [] : [Entry(platform: .iOS, version: minIOS)])
    }

    /// The oldest version of `platform` the piece runs on; nil when it does not support it.
    package func minimum(for platform: Platform) -> String? {
        entries.first { $0.platform == platform }?.version
    }

    /// Whether the piece supports `platform`.
    package func supports(_ platform: Platform) -> Bool { minimum(for: platform) != nil }

    /// `iOS 17.0, macOS 14.0`: how `list`, `info` and the site show it.
    package var description: String {
        entries.map { $0.platform.rawValue + " " + $0.version }.joined(separator: ", ")
    }

    /// Why an item of `platforms:` is not `<Platform> <version>`.
    package enum ItemFault: Sendable, Equatable {
        /// Not two words, or the version is not dotted digits.
        case malformed
        /// A platform name pieces does not know (`tvOS`, `ios`), with the one it may have meant.
        case unknownPlatform(String, suggestion: String?)
        /// The platform is listed twice.
        case duplicate(String)
    }

    /// Reads the items of a `platforms:` list; the first bad item and what is wrong with it otherwise.
    package static func parse(_ items: [String]) throws(SyntaxError) -> PiecePlatforms {
        var entries: [Entry] = []
        for item in items {
            let words = item.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.count == 2, SemanticVersion.isPlatformVersion(words[1]) else {
                throw SyntaxError(item: item, problem: .malformed)
            }
            guard let platform = Platform(rawValue: words[0]) else {
                let names = Platform.allCases.map(\.rawValue)
                let suggestion =
                    names.first { $0.lowercased() == words[0].lowercased() }
                    ?? EditDistance.suggestion(for: words[0], among: names)
                throw SyntaxError(item: item, problem: .unknownPlatform(words[0], suggestion: suggestion))
            }
            guard !entries.contains(where: { $0.platform == platform }) else {
                throw SyntaxError(item: item, problem: .duplicate(words[0]))
            }
            entries.append(Entry(platform: platform, version: words[1]))
        }
        return PiecePlatforms(entries: entries)
    }

    /// An item of `platforms:` that could not be read.
    package struct SyntaxError: Error, Sendable, Equatable {
        package var item: String
        package var problem: ItemFault
    }

    /// Whether two platform versions name the same release (`17` and `17.0`).
    package static func sameVersion(_ left: String, _ right: String) -> Bool {
        func numbers(_ text: String) -> [Int] {
            var parts = text.split(separator: ".").map { Int($0) ?? -1 }
            while parts.count > 1, parts.last == 0 { parts.removeLast() }
            return parts
        }
        return numbers(left) == numbers(right)
    }
}
