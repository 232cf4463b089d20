// pieces:
// title: Text After
// description: d
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// tags: [a, [b]]
// license: "MIT" # comment
// author: {name: Ada}
// dependencies: [A, , B]
// resources: [A] extra

