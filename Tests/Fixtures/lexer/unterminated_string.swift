let ok = "fine"
let broken = "no closing quote
let after = 1
let block = """
    never closed
