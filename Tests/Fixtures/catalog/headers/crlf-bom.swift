// pieces:
// title: "Quoted \"Title\""
// description: 'It''s: a description, with commas'
// category: demo
// minIOS: 17
// version: 1.2.3-beta.1
// tags: ["a, b", 'c', plain words , "é"]
// resources: []
// author:   Ada Lovelace   

import SwiftUI
