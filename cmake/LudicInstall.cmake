# Install rules (included by the top-level CMakeLists.txt when LUDIC_INSTALL is
# on). `cmake --install BUILD [--prefix DIR]` installs:
#   lib/libludic.so.1.0.0 (soname libludic.so.1) with its links, lib/libludic.a,
#   include/ludic/*.h, bin/ludic, share/man/man1/ludic.1,
#   lib/pkgconfig/ludic.pc and the CMake package lib/cmake/ludic/, which gives
#   ludic::ludic (shared) and ludic::ludic_static to find_package(ludic 1.0 CONFIG).
# tests/install/ installs into a temporary prefix and builds programs against it.
include(CMakePackageConfigHelpers)

set(LUDIC_CMAKE_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/ludic)

install(TARGETS ludic ludic_shared EXPORT ludicTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ludic_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ludic DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/docs/ludic.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# The CMake package: the exported targets, a config file and a version file
# (a 1.x install satisfies any request for 1.y: SameMajorVersion).
install(EXPORT ludicTargets NAMESPACE ludic:: FILE ludicTargets.cmake
        DESTINATION ${LUDIC_CMAKE_PACKAGE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/ludicConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/ludicConfig.cmake
                              INSTALL_DESTINATION ${LUDIC_CMAKE_PACKAGE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/ludicConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/ludicConfig.cmake ${PROJECT_BINARY_DIR}/ludicConfigVersion.cmake
        DESTINATION ${LUDIC_CMAKE_PACKAGE_DIR})

# ludic.pc is written at install time, because only then is the prefix known
# (`cmake --install --prefix DIR` overrides the one configured).
install(CODE "
  set(LUDIC_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  set(LUDIC_PC_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
  set(LUDIC_PC_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
  foreach(dir LUDIC_PC_LIBDIR LUDIC_PC_INCLUDEDIR)
    if(NOT IS_ABSOLUTE \"\${\${dir}}\")
      set(\${dir} \"\\\${prefix}/\${\${dir}}\")
    endif()
  endforeach()
  set(PROJECT_VERSION \"${PROJECT_VERSION}\")
  configure_file(\"${CMAKE_CURRENT_LIST_DIR}/ludic.pc.in\" \"${PROJECT_BINARY_DIR}/ludic.pc\" @ONLY)
")
install(FILES ${PROJECT_BINARY_DIR}/ludic.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
