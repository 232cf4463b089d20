// Editor placeholders: Xcode's fill-in fields, `<#…#>`, one identifier token each as for Swift's
// lexer (which also reports them as errors). Not compiled.
let view = Text(<#title#>)
let pair = (<#first#>, <#second: Int#>)
x=+<#rhs#>
let sum = <#a#>+<#b#>
// Not placeholders: no `#>` on the line, or another `<#` first.
let open = a <#b
let twice = <#c <#d#>
