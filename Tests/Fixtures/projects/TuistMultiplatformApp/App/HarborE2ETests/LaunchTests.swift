import XCTest

final class LaunchTests: XCTestCase {}
