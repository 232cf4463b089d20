import Foundation
import Testing

@testable import PiecesSupport

/// `Path.hasBasename(_:)` answers as `NSString.lastPathComponent` and `==` do, whether its
/// bytes settle it (ASCII) or the strings must be compared (canonical equivalence).
struct PathBasenameTests {
    @Test(arguments: [
        ("/App/Views/Login.swift", "Login.swift"),
        ("/App/Views/Login.swift", "login.swift"),
        ("/App/Views/Login.swift", "Login.swif"),
        ("/App/Views/XLogin.swift", "Login.swift"),
        ("Login.swift", "Login.swift"),
        ("/App/Views/", "Views"),
        ("/App/Caf\u{E9}.swift", "Cafe\u{301}.swift"),
        ("/App/Cafe\u{301}.swift", "Caf\u{E9}.swift"),
        ("/App/Caf\u{E9}.swift", "Cafe.swift"),
        ("/App/Na\u{EF}ve.swift", "Naive.swift"),
        ("", "")
    ])
    func agreesWithFoundation(path: String, name: String) {
        #expect(Path(path).hasBasename(name) == ((path as NSString).lastPathComponent == name))
        #expect(Path(path).hasBasename(name) == (Path(path).basename == name))
    }
}
