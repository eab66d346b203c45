import CSDL2
import Testing

@testable import SDLHost

/// A window's large buffers are mapped on their own and given back when freed, however large
/// a buffer freed before them was, so that resizing a window does not leave holes in the heap.
@Suite("The host's heap policy")
struct HeapPolicyTests {
  @Test("a megabyte buffer after a larger one was freed is still mapped on its own")
  func largeBuffersStayMapped() throws {
    HeapPolicy.keepLargeBuffersMapped()
    // Left to itself, glibc would now serve everything up to 4 MB from the heap.
    free(malloc(4 << 20))
    let buffer = try #require(malloc(1 << 20))
    defer { free(buffer) }
    // A mapped buffer is rounded up to whole pages; one from the heap to 16 bytes.
    #expect(malloc_usable_size(buffer) > (1 << 20) + 1024)
  }
}
