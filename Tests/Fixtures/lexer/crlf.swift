import Foundation

/// Doc
let text = """
    line one
    line two
    """
let n = 1 // end
