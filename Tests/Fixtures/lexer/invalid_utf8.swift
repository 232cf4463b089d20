let a = 1
ÿş let b = "bad Ã byte"
// comment í € surrogate
let cafÃ© = 2
