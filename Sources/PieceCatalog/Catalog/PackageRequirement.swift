/// A Swift package a piece needs (upstream's `spmDependencies` item): the package's URL, the
/// version to start from, and the product to link (the package's last path component when absent).
package struct PackageRequirement: Sendable, Equatable, Hashable {
    package var url: String
    package var from: String
    package var product: String?

    package init(url: String, from: String, product: String? = nil) {
        self.url = url
        self.from = from
        self.product = product
    }

    /// The requirement a header mapping spells, nil when `url` or `from` is missing, the URL is not
    /// `https://`, or another key appears (upstream's schema allows no others).
    init?(_ entries: HeaderMapping.Entries) {
        var values: [String: String] = [:]
        for (key, value) in entries {
            guard ["url", "from", "product"].contains(key), values[key] == nil else { return nil }
            values[key] = value
        }
        guard let url = values["url"], url.lowercased().hasPrefix("https://"), let from = values["from"] else {
            return nil
        }
        self.init(url: url, from: from, product: values["product"])
    }

    /// The product to link: `product`, else the package's name from its URL.
    package var productName: String {
        if let product { return product }
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }
}

/// One Info.plist key a piece needs, with the text to give it (upstream's `infoPlist` entry).
package struct InfoPlistEntry: Sendable, Equatable, Hashable {
    package var key: String
    package var value: String

    package init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
