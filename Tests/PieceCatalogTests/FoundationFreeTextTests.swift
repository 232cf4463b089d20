import Foundation
import Testing

@testable import PieceCatalog

/// The catalog's text rules written without Foundation proper, against the Foundation calls they
/// replace (which tests may still use): upstream's slugs, URL path encoding, search folding.
@Suite("Catalog text without Foundation proper")
struct FoundationFreeTextTests {
    static let names = [
        "SwipeDeck", "HTTPButton", "ElasticButton2", "Ünïcode", "A", "", "already-slug", "ǅungla", "X1Y", "ÉtéFlow"
    ]

    /// Upstream's slug rule as it was written with Foundation's character sets.
    static func foundationSlug(_ name: String) -> String {
        var result = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if CharacterSet.uppercaseLetters.contains(scalar), index > 0 {
                let previous = scalars[index - 1]
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let lowerOrDigit =
                    CharacterSet.lowercaseLetters.contains(previous) || CharacterSet.decimalDigits.contains(previous)
                let acronymEnd =
                    CharacterSet.uppercaseLetters.contains(previous)
                    && next.map { CharacterSet.lowercaseLetters.contains($0) } == true
                if lowerOrDigit || acronymEnd { result += "-" }
            }
            result += String(scalar).lowercased()
        }
        return result
    }

    @Test(arguments: names)
    func aSlugIsWhatFoundationsCharacterSetsGave(name: String) {
        #expect(RegistryItem.slug(of: name) == Self.foundationSlug(name))
    }

    @Test(arguments: ["A B?#.json", "é/ü", "plain-name_1.~", "%41", "\u{1F600}", "", "a+b&c=d"])
    func aPathComponentIsEncodedAsFoundationEncodesIt(component: String) {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(
            RemoteLocation.percentEncoded(Substring(component))
                == component.addingPercentEncoding(withAllowedCharacters: unreserved))
    }

    @Test(arguments: ["Elástico", "ÉLAN", "naïve Café", "ﬁne", "Ångström", "plain"])
    func searchFoldsAccentsAsFoundationsDecompositionDoes(text: String) {
        let scalars = text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark
        }
        #expect(SearchText.fold(text) == String(String.UnicodeScalarView(scalars)).lowercased())
    }
}
