// A line comment
/// A doc comment
//// Not a doc comment
/* A block comment */
/** A doc block comment */
/**/
/*** Banner ***/
/* Outer /* inner */ still outer */
let x = 1 // trailing
let y = 2 /* inline */ + 3
