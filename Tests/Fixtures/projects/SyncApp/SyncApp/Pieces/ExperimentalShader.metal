#include <metal_stdlib>
using namespace metal;

// Kept out of the app target while it is being tried out (see the folder's exceptions).
[[ stitchable ]] half4 experimentalTint(float2 position, half4 color) {
    return half4(color.rgb * 0.9h, color.a);
}
