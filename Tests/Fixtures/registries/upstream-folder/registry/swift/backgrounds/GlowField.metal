#include <metal_stdlib>
using namespace metal;

// A radial glow whose brightness is the intensity argument.
[[ stitchable ]] half4 glowField(float2 position, half4 color, float intensity) {
    float fall = clamp(1.0 - length(position) / 400.0, 0.0, 1.0);
    return half4(half3(fall * intensity), 1.0);
}
