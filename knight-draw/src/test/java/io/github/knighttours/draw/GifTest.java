package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourResult;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Node;

/**
 * The GIF read back with ImageIO's GIF reader: the number of frames, the loop extension, each
 * frame's rectangle and delay, and, with the frames laid over each other as a viewer does, which
 * squares' centres show the path.
 */
class GifTest {

  /** 40 pixels a square, the geometry these checks are written for. */
  private static final AnimationStyle FORTY =
      AnimationStyle.builder().pictureStyle(PictureStyle.builder().cellSize(40).build()).build();

  @Test
  void aTourHasOneFramePerMoveWhenItFits() throws Exception {
    Tour tour = Tours.open(5, 5);
    Gif gif = Gif.read(gif(tour, FORTY));
    // The empty board, 25 placements, the finished tour.
    assertEquals(27, gif.frames.size());
    assertEquals(200, gif.width);
    assertEquals(200, gif.height);
    assertTrue(gif.loops, "NETSCAPE2.0 loop extension");
    assertFrame(gif.frames.get(0), 0, 0, 200, 200);
    for (int i = 1; i < gif.frames.size() - 1; i++) {
      assertEquals(10, gif.frames.get(i).delay, "delay of frame " + i);
    }
    assertTrue(gif.frames.get(gif.frames.size() - 1).delay >= 200);
  }

  @Test
  void longToursShareFramesUpToTheCap() throws Exception {
    for (int cap : new int[] {3, 5, 10, 30}) {
      Tour tour = Tours.open(8, 8);
      AnimationStyle style = AnimationStyle.builder().pictureStyle(FORTY.pictureStyle()).maxFrames(cap).frameDelayMillis(50).build();
      Gif gif = Gif.read(gif(tour, style));
      int perFrame = (64 + cap - 3) / (cap - 2);
      int expected = 1 + (64 + perFrame - 1) / perFrame + 1;
      assertEquals(expected, gif.frames.size(), "cap " + cap);
      assertTrue(gif.frames.size() <= cap, "cap " + cap);
      assertEquals(5, gif.frames.get(1).delay);
    }
  }

  @Test
  void eachFrameShowsThePathSoFar() throws Exception {
    Tour tour = Tours.open(6, 6);
    AnimationStyle style = AnimationStyle.builder().pictureStyle(FORTY.pictureStyle()).maxFrames(14).build();
    Gif gif = Gif.read(gif(tour, style));
    int perFrame = (36 + 11) / 12;
    List<BufferedImage> pictures = gif.composite();
    for (int f = 0; f < pictures.size(); f++) {
      int placed = Math.min(36, f * perFrame);
      assertOnPath(new HashSet<>(tour.squares().subList(0, placed)), tour.board(), pictures.get(f), 40, "frame " + f);
    }
  }

  @Test
  void frameRectanglesLieInsideTheScreenAndTheLaterOnesAreSmall() throws Exception {
    Tour tour = Tours.open(30, 30);
    Gif gif = Gif.read(gif(tour, FORTY));
    // 34 pixels a square: 30 x 40 would be more than 1024.
    assertEquals(1020, gif.width);
    assertFrame(gif.frames.get(0), 0, 0, 1020, 1020);
    int small = 0;
    for (Frame frame : gif.frames) {
      assertTrue(frame.left >= 0 && frame.top >= 0, frame.toString());
      assertTrue(frame.left + frame.image.getWidth() <= gif.width, frame.toString());
      assertTrue(frame.top + frame.image.getHeight() <= gif.height, frame.toString());
      if (frame.image.getWidth() * frame.image.getHeight() < 1020 * 1020 / 4) {
        small++;
      }
    }
    assertTrue(small > gif.frames.size() / 2, "frames hold what changed: " + small + " small");
    assertEquals(1 + 900 / 5 + 1, gif.frames.size());
  }

  @Test
  void aLargeTourStaysWithinTheCaps() throws Exception {
    Tour tour = Tours.open(300, 300);
    AnimationStyle style = AnimationStyle.builder().pictureStyle(FORTY.pictureStyle()).maxFrames(20).build();
    byte[] bytes = gif(tour, style);
    Gif gif = Gif.read(bytes);
    assertEquals(20, gif.frames.size());
    assertEquals(900, gif.width);
    assertTrue(bytes.length < 3_000_000, "bytes " + bytes.length);
    // At 3 pixels a square a 1-pixel line may miss the centre: look at the whole square.
    BufferedImage last = gif.composite().get(19);
    int light = PictureStyle.defaults().lightSquareColor().getRGB();
    int dark = PictureStyle.defaults().darkSquareColor().getRGB();
    for (Square square : tour.squares()) {
      boolean drawn = false;
      for (int dx = 0; dx < 3; dx++) {
        for (int dy = 0; dy < 3; dy++) {
          int rgb = last.getRGB(square.col() * 3 + dx, (299 - square.row()) * 3 + dy);
          drawn |= rgb != light && rgb != dark;
        }
      }
      assertTrue(drawn, square.algebraic());
    }
    int first = gif.composite().get(0).getRGB(1, 898);
    assertEquals(dark, first, "a1 is dark and empty at first");
  }

  @Test
  void aSearchShowsItsPathAtEveryFrameAndTheTourAtTheEnd() throws Exception {
    TraceRecorder recorder = new TraceRecorder();
    TourResult result = Searches.backtrackingFromC1(recorder);
    List<SearchStep<Square>> steps = recorder.steps();
    assertTrue(recorder.removed() > 0);
    AnimationStyle style = AnimationStyle.builder().pictureStyle(FORTY.pictureStyle()).maxFrames(60).build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourAnimations.writeGif(Searches.BOARD, steps, result.tour(), style, out);
    Gif gif = Gif.read(out.toByteArray());

    int perFrame = (steps.size() + 57) / 58;
    int expected = 1 + (steps.size() + perFrame - 1) / perFrame + 1;
    assertEquals(expected, gif.frames.size());
    List<BufferedImage> pictures = gif.composite();
    List<Square> path = new ArrayList<>();
    int crossed = 0;
    for (int f = 0; f < pictures.size() - 1; f++) {
      Set<Square> deadEnds = new HashSet<>();
      for (int i = (f - 1) * perFrame; f > 0 && i < Math.min(steps.size(), f * perFrame); i++) {
        SearchStep<Square> step = steps.get(i);
        if (step.kind() == SearchStep.Kind.PLACED) {
          path.add(step.square());
        } else if (step.kind() == SearchStep.Kind.REMOVED) {
          path.remove(path.size() - 1);
        } else {
          deadEnds.add(step.square());
        }
      }
      // A dead end of the frame is crossed out even once taken back.
      for (Square square : deadEnds) {
        assertEquals(GifAnimator.DEAD_END_COLOR.getRGB(), centre(pictures.get(f), Searches.BOARD, square, 40));
        crossed++;
      }
      Set<Square> shown = new HashSet<>(path);
      shown.addAll(deadEnds);
      assertOnPath(shown, Searches.BOARD, pictures.get(f), 40, "frame " + f);
    }
    assertTrue(crossed > 0, "the search from c1 meets dead ends");
    assertEquals(result.tour().orElseThrow().squares(), path);
    assertOnPath(new HashSet<>(path), Searches.BOARD, pictures.get(pictures.size() - 1), 40, "last frame");
  }

  @Test
  void aTruncatedSearchEndsOnTheTourFound() throws Exception {
    TraceRecorder recorder = new TraceRecorder(40);
    TourResult result = Searches.backtrackingFromC1(recorder);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourAnimations.writeGif(Searches.BOARD, recorder.steps(), result.tour(), FORTY, out);
    Gif gif = Gif.read(out.toByteArray());
    assertEquals(1 + 40 + 1, gif.frames.size());
    List<BufferedImage> pictures = gif.composite();
    Set<Square> all = new HashSet<>(result.tour().orElseThrow().squares());
    assertOnPath(all, Searches.BOARD, pictures.get(pictures.size() - 1), 40, "last frame");
    // Before the last frame the trace is cut short: some square is not yet on the path.
    BufferedImage before = pictures.get(pictures.size() - 2);
    int light = PictureStyle.defaults().lightSquareColor().getRGB();
    int dark = PictureStyle.defaults().darkSquareColor().getRGB();
    boolean someEmpty = false;
    for (Square square : all) {
      int rgb = centre(before, Searches.BOARD, square, 40);
      someEmpty |= rgb == light || rgb == dark;
    }
    assertTrue(someEmpty);
  }

  @Test
  void aSearchWithoutATourEndsOnItsLastStep() throws Exception {
    List<SearchStep<Square>> steps = List.of(
        new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("a1"), 0),
        new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("b3"), 1),
        new SearchStep<>(SearchStep.Kind.DEAD_END, Square.parse("b3"), 1),
        new SearchStep<>(SearchStep.Kind.REMOVED, Square.parse("b3"), 1));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourAnimations.writeGif(Board.of(3, 3), steps, Optional.empty(), FORTY, out);
    Gif gif = Gif.read(out.toByteArray());
    assertEquals(5, gif.frames.size());
    List<BufferedImage> pictures = gif.composite();
    assertOnPath(Set.of(Square.parse("a1"), Square.parse("b3")), Board.of(3, 3), pictures.get(2), 40, "b3 placed");
    // The dead end is marked with an orange cross, at a point off the centre of b3.
    BufferedImage deadEnd = pictures.get(3);
    assertEquals(GifAnimator.DEAD_END_COLOR.getRGB(), deadEnd.getRGB(40 + 20 - 9, 20 - 9));
    assertNotEquals(GifAnimator.DEAD_END_COLOR.getRGB(), pictures.get(2).getRGB(40 + 20 - 9, 20 - 9));
    assertOnPath(Set.of(Square.parse("a1")), Board.of(3, 3), pictures.get(4), 40, "b3 taken back");
    assertTrue(gif.frames.get(4).delay >= 200, "the last frame is held");
  }

  private static byte[] gif(Tour tour, AnimationStyle style) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TourAnimations.writeGif(tour, style, out);
    return out.toByteArray();
  }

  /** Checks that exactly the squares of {@code onPath} show something else than the board at their centre. */
  private static void assertOnPath(Set<Square> onPath, Board board, BufferedImage picture, int cell, String where) {
    int light = PictureStyle.defaults().lightSquareColor().getRGB();
    int dark = PictureStyle.defaults().darkSquareColor().getRGB();
    for (int r = 0; r < board.rows(); r++) {
      for (int c = 0; c < board.cols(); c++) {
        Square square = Square.of(r, c);
        int rgb = centre(picture, board, square, cell);
        int boardColor = (r + c) % 2 == 0 ? dark : light;
        if (onPath.contains(square)) {
          // Its number sits on a plate of the board's colour: some pixel near the centre is a digit.
          assertTrue(marked(picture, board, square, cell, boardColor), where + ": " + square.algebraic() + " is on the path");
        } else {
          assertEquals(boardColor, rgb, where + ": " + square.algebraic() + " is not on the path");
        }
      }
    }
  }

  /** Whether a pixel within a sixth of a square of the centre of {@code square} is not {@code boardColor}. */
  private static boolean marked(BufferedImage picture, Board board, Square square, int cell, int boardColor) {
    int x = square.col() * cell + cell / 2;
    int y = (board.rows() - 1 - square.row()) * cell + cell / 2;
    for (int dx = -cell / 6; dx <= cell / 6; dx++) {
      for (int dy = -cell / 6; dy <= cell / 6; dy++) {
        if (picture.getRGB(x + dx, y + dy) != boardColor) {
          return true;
        }
      }
    }
    return false;
  }

  private static int centre(BufferedImage picture, Board board, Square square, int cell) {
    return picture.getRGB(square.col() * cell + cell / 2, (board.rows() - 1 - square.row()) * cell + cell / 2);
  }

  private static void assertFrame(Frame frame, int left, int top, int width, int height) {
    assertEquals(left, frame.left);
    assertEquals(top, frame.top);
    assertEquals(width, frame.image.getWidth());
    assertEquals(height, frame.image.getHeight());
  }

  /** One frame: its image, where it goes, its delay in hundredths of a second. */
  record Frame(BufferedImage image, int left, int top, int delay, String disposal) {}

  /** A GIF as the reader sees it. */
  static final class Gif {
    final List<Frame> frames = new ArrayList<>();
    int width;
    int height;
    boolean loops;

    static Gif read(byte[] bytes) throws Exception {
      assertEquals("GIF89a", new String(bytes, 0, 6, java.nio.charset.StandardCharsets.US_ASCII));
      Gif gif = new Gif();
      ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
      try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
        reader.setInput(in);
        IIOMetadataNode stream = (IIOMetadataNode) reader.getStreamMetadata().getAsTree("javax_imageio_gif_stream_1.0");
        IIOMetadataNode screen = child(stream, "LogicalScreenDescriptor");
        gif.width = Integer.parseInt(screen.getAttribute("logicalScreenWidth"));
        gif.height = Integer.parseInt(screen.getAttribute("logicalScreenHeight"));
        int count = reader.getNumImages(true);
        for (int i = 0; i < count; i++) {
          IIOMetadataNode tree = (IIOMetadataNode) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
          IIOMetadataNode descriptor = child(tree, "ImageDescriptor");
          IIOMetadataNode control = child(tree, "GraphicControlExtension");
          if (i == 0) {
            IIOMetadataNode extensions = child(tree, "ApplicationExtensions");
            for (Node n = extensions == null ? null : extensions.getFirstChild(); n != null; n = n.getNextSibling()) {
              IIOMetadataNode extension = (IIOMetadataNode) n;
              byte[] data = (byte[]) extension.getUserObject();
              gif.loops |= "NETSCAPE".equals(extension.getAttribute("applicationID"))
                  && "2.0".equals(extension.getAttribute("authenticationCode"))
                  && data.length == 3 && data[0] == 1;
            }
          }
          gif.frames.add(new Frame(
              reader.read(i),
              Integer.parseInt(descriptor.getAttribute("imageLeftPosition")),
              Integer.parseInt(descriptor.getAttribute("imageTopPosition")),
              Integer.parseInt(control.getAttribute("delayTime")),
              control.getAttribute("disposalMethod")));
        }
      } finally {
        reader.dispose();
      }
      return gif;
    }

    /** The picture after each frame, each frame laid over the ones before (none is disposed). */
    List<BufferedImage> composite() {
      List<BufferedImage> pictures = new ArrayList<>();
      BufferedImage screen = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
      for (Frame frame : frames) {
        assertEquals("doNotDispose", frame.disposal);
        Graphics2D g = screen.createGraphics();
        g.drawImage(frame.image, frame.left, frame.top, null);
        g.dispose();
        BufferedImage copy = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        copy.setData(screen.getData());
        pictures.add(copy);
      }
      return pictures;
    }

    private static IIOMetadataNode child(IIOMetadataNode parent, String name) {
      for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n.getNodeName().equals(name)) {
          return (IIOMetadataNode) n;
        }
      }
      assertNotNull(null, "no " + name);
      return null;
    }
  }
}
