#if os(macOS)
import AppKit

enum MacMenu {}
#endif
